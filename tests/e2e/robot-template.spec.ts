import type { Page } from "@playwright/test";
import { robotGalleryEn } from "../../app/templates/robot/content/gallery.en";
import { robotGalleryFr } from "../../app/templates/robot/content/gallery.fr";
import { robotTemplateEn } from "../../app/templates/robot/content/home.en";
import { robotTemplateFr } from "../../app/templates/robot/content/home.fr";
import { fill } from "./copy";
import { expect, expectTabStartsAt, test } from "./fixtures";

/**
 * The robot template's preview (SPEC §2.11) at /templates/robot-template: its feature checklist
 * (included in the preview or planned), the integration note, its calls to action, anchors that
 * stop 80 px under the top (SPEC §9), the mobile menu, fade-in on scroll and the stored context
 * (SPEC §3.2). Expected copy comes from the content modules; the fictional company's name and the
 * studio's stay literal (brand.ts and site.config.ts are not plain copy).
 */

const PATH = "/templates/robot-template";
const COPY = { en: robotTemplateEn, fr: robotTemplateFr };
const CARD = { en: robotGalleryEn, fr: robotGalleryFr };
type Locale = keyof typeof COPY;
const at = (locale: Locale) => (locale === "fr" ? `/fr${PATH}` : PATH);
/** The checklist's items included in the preview; the rest are planned. */
const INCLUDED = 4;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("hasSeenWelcome", "true"));
});

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const header = (page: Page) => page.getByRole("banner");
const topOf = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);

test(
  "a header anchor scrolls its section 80 px under the top and closes the menu",
  { tag: "@responsive" },
  async ({ page }) => {
    const copy = COPY.en;
    await page.goto(PATH);
    if (isMobile(page)) {
      await header(page).getByRole("button", { name: copy.nav.openMenu }).click();
      await expect(header(page).getByRole("button", { name: copy.nav.closeMenu })).toBeVisible();
    }
    await header(page)
      .getByRole("navigation")
      .getByRole("link", { name: copy.nav.links.integration, exact: true })
      .click();
    await expect.poll(() => topOf(page, "integration")).toBeGreaterThanOrEqual(78);
    await expect.poll(() => topOf(page, "integration")).toBeLessThanOrEqual(82);
    await expect(page).toHaveURL(new RegExp(`${PATH}#integration$`));
    await expectTabStartsAt(page, "integration");
    if (isMobile(page)) {
      await expect(header(page).getByRole("button", { name: copy.nav.openMenu })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
      await expect(header(page).getByRole("navigation")).toBeHidden();
    }
  },
);

test("under reduced motion anchors jump at once and nothing waits to fade in", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(PATH);
  const last = page.locator("#contact [data-reveal]");
  await expect(last).not.toHaveAttribute("data-revealed");
  await expect(last).toHaveCSS("opacity", "1");
  await header(page).getByRole("link", { name: COPY.en.nav.links.features, exact: true }).click();
  const top = await page.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() =>
          done(document.getElementById("features")!.getBoundingClientRect().top),
        ),
      ),
  );
  expect(Math.abs(top - 80)).toBeLessThanOrEqual(2);
});

test("below the fold the integration note waits hidden, then fades in when reached", async ({
  page,
}) => {
  await page.goto(PATH);
  const note = page.locator("#integration [data-reveal]");
  await expect(note).not.toHaveAttribute("data-revealed");
  await expect(note).toHaveCSS("opacity", "0");
  // Only the way in is animated: hiding it started no transition.
  await expect(note).toHaveCSS("transition-duration", "0s");
  await note.scrollIntoViewIfNeeded();
  await expect(note).toHaveAttribute("data-revealed", "");
  await expect(note).not.toHaveCSS("transition-duration", "0s");
  await expect(note).toHaveCSS("opacity", "1");
});

test("the checklist marks what is included and what is planned, beside the integration note", async ({
  page,
}) => {
  const copy = COPY.en;
  await page.goto(PATH);
  expect(await page.evaluate(() => sessionStorage.getItem("templateContext"))).toBe("robot");
  await expect(page).toHaveTitle(`${CARD.en.title} | Nickel & Pine`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    `${CARD.en.industry}: ${CARD.en.highlights.join(". ")}.`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
  await expect(page.getByRole("img", { name: copy.hero.illustrationAlt })).toBeVisible();

  const features = page.getByRole("region", { name: copy.features.title });
  await expect(features).toContainText(
    fill(copy.features.summary, { included: INCLUDED, total: copy.features.items.length }),
  );
  const items = features.getByRole("listitem");
  await expect(items.getByRole("heading", { level: 3 })).toHaveText(
    copy.features.items.map((item) => item.title),
  );
  for (const [i] of copy.features.items.entries()) {
    await expect(items.nth(i)).toContainText(
      i < INCLUDED ? copy.features.status.included : copy.features.status.planned,
    );
  }

  const note = page.getByRole("region", { name: copy.integration.title });
  await expect(note).toContainText(copy.integration.text);
  await expect(note.getByRole("listitem")).toHaveText([...copy.integration.points]);

  const contact = page.getByRole("region", { name: copy.contact.title });
  await expect(contact.getByRole("link", { name: copy.contact.back })).toHaveAttribute(
    "href",
    "/templates",
  );
  await expect(contact.getByRole("link", { name: copy.contact.email })).toHaveAttribute(
    "href",
    "mailto:hello@nickelandpine.ca",
  );
  await contact.getByRole("button", { name: copy.contact.quote }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("in French: title, description, checklist and the way back to the gallery", async ({
  page,
}) => {
  const copy = COPY.fr;
  await page.goto(at("fr"));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page).toHaveTitle(`${CARD.fr.title} | Nickel & Pine`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    `${CARD.fr.industry}: ${CARD.fr.highlights.join(". ")}.`,
  );
  const features = page.getByRole("region", { name: copy.features.title });
  await expect(features.getByText(copy.features.status.planned)).toHaveCount(
    copy.features.items.length - INCLUDED,
  );
  await expect(page.getByRole("region", { name: copy.integration.title })).toContainText(
    copy.integration.text,
  );
  await expect(
    page
      .getByRole("region", { name: copy.contact.title })
      .getByRole("link", { name: copy.contact.back }),
  ).toHaveAttribute("href", "/fr/templates");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test("the checklist and the integration note are visible at once", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator("#integration [data-reveal]")).toHaveCSS("opacity", "1");
    await expect(page.locator("#features [data-reveal]").last()).toHaveCSS("opacity", "1");
  });
});
