import type { Page } from "@playwright/test";
import { robotGalleryEn } from "../../app/templates/robot/content/gallery.en";
import { robotGalleryFr } from "../../app/templates/robot/content/gallery.fr";
import { robotTemplateEn as robotTemplateEnFirstScreen } from "../../app/templates/robot/content/home.en";
import { robotTemplateSectionsEn } from "../../app/templates/robot/content/home-sections.en";
import { robotTemplateFr as robotTemplateFrFirstScreen } from "../../app/templates/robot/content/home.fr";
import { robotTemplateSectionsFr } from "../../app/templates/robot/content/home-sections.fr";
import { fill } from "./copy";
import { expect, expectTabStartsAt, test } from "./fixtures";

/** The page's copy: its first screen and its later sections. */
const robotTemplateFr = { ...robotTemplateFrFirstScreen, ...robotTemplateSectionsFr };

/** The page's copy: its first screen and its later sections. */
const robotTemplateEn = { ...robotTemplateEnFirstScreen, ...robotTemplateSectionsEn };

/**
 * The robot template (SPEC §2.11) at /templates/robot-template: Northspan Robotics, a fictional
 * automation integrator, on one page (hero, solutions, featured cell, case studies, safety, the
 * roadmap that holds the feature checklist, careers, contact form). Anchors stop 80 px under the
 * top (SPEC §9), the mobile menu closes behind them, sections fade in on scroll, entering stores
 * the robot context (SPEC §3.2), and the demo contact form says plainly that it sends nothing.
 * Expected copy comes from the content modules; the company's name, e-mail and the studio's name
 * stay literal (brand.ts and site.config.ts are not plain copy).
 */

const PATH = "/templates/robot-template";
const COPY = { en: robotTemplateEn, fr: robotTemplateFr };
const CARD = { en: robotGalleryEn, fr: robotGalleryFr };
type Locale = keyof typeof COPY;
const at = (locale: Locale) => (locale === "fr" ? `/fr${PATH}` : PATH);
/** The roadmap's items already on the site (home/sections.ts); the rest are the next release. */
const DONE = 6;
const COMPANY = "Northspan Robotics";
/** What a visitor must never read on the finished template, in either language. */
const UNFINISHED =
  /placeholder|separate project|preview|espace réservé|projet distinct|aperçu|provisoire/i;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("hasSeenWelcome", "true"));
});

/** Below 1280 px the header's anchors are in its menu. */
const inMenu = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1280;
const header = (page: Page) => page.getByRole("banner");
const topOf = (page: Page, id: string) =>
  page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id);

test(
  "the header's Roadmap anchor scrolls its section 80 px under the top and closes the menu",
  { tag: "@responsive" },
  async ({ page }) => {
    const copy = COPY.en;
    await page.goto(PATH);
    if (inMenu(page)) {
      await header(page).getByRole("button", { name: copy.nav.openMenu }).click();
      await expect(header(page).getByRole("button", { name: copy.nav.closeMenu })).toBeVisible();
    }
    await header(page)
      .getByRole("navigation")
      .getByRole("link", { name: copy.nav.links.roadmap, exact: true })
      .click();
    await expect.poll(() => topOf(page, "roadmap")).toBeGreaterThanOrEqual(78);
    await expect.poll(() => topOf(page, "roadmap")).toBeLessThanOrEqual(82);
    await expect(page).toHaveURL(new RegExp(`${PATH}#roadmap$`));
    await expectTabStartsAt(page, "roadmap");
    if (inMenu(page)) {
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
  const last = page.locator("#contact [data-reveal]").last();
  await expect(last).not.toHaveAttribute("data-revealed");
  await expect(last).toHaveCSS("opacity", "1");
  await header(page).getByRole("link", { name: COPY.en.nav.links.safety, exact: true }).click();
  const top = await page.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() =>
          done(document.getElementById("safety")!.getBoundingClientRect().top),
        ),
      ),
  );
  expect(Math.abs(top - 80)).toBeLessThanOrEqual(2);
});

test("below the fold a case study waits hidden, then fades in when reached", async ({ page }) => {
  await page.goto(PATH);
  const study = page.locator("#cases [data-reveal]").first();
  await expect(study).not.toHaveAttribute("data-revealed");
  await expect(study).toHaveCSS("opacity", "0");
  // Only the way in is animated: hiding it started no transition.
  await expect(study).toHaveCSS("transition-duration", "0s");
  await study.scrollIntoViewIfNeeded();
  await expect(study).toHaveAttribute("data-revealed", "");
  await expect(study).not.toHaveCSS("transition-duration", "0s");
  await expect(study).toHaveCSS("opacity", "1");
});

test("the integrator's page: hero, solutions, featured cell, case studies, safety, roadmap, careers", async ({
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
  await expect(page.getByRole("img", { name: copy.hero.artAlt })).toBeVisible();
  await expect(page.getByRole("link", { name: copy.hero.primary })).toHaveAttribute(
    "href",
    "#contact",
  );

  const solutions = page.getByRole("region", { name: copy.solutions.title });
  await expect(solutions.getByRole("heading", { level: 3 })).toHaveText(
    copy.solutions.items.map((item) => item.title),
  );

  const showcase = page.getByRole("region", { name: copy.showcase.title });
  await expect(showcase.getByRole("img", { name: copy.showcase.artAlt })).toBeVisible();
  for (const spec of copy.showcase.specs) {
    await expect(showcase.getByRole("definition").filter({ hasText: spec.value })).toBeVisible();
    await expect(showcase.getByRole("term").filter({ hasText: spec.label })).toBeVisible();
  }

  const cases = page.getByRole("region", { name: copy.cases.title });
  await expect(cases.getByRole("article")).toHaveCount(copy.cases.items.length);
  for (const item of copy.cases.items) {
    const study = cases.getByRole("article", { name: item.title });
    await expect(study.getByRole("img", { name: item.artAlt })).toBeVisible();
    await expect(study).toContainText(item.client);
    await expect(study.getByRole("definition")).toHaveText(item.figures.map((f) => f.value));
  }

  const safety = page.getByRole("region", { name: copy.safety.title });
  await expect(safety.getByRole("listitem")).toHaveCount(copy.safety.items.length);
  for (const item of copy.safety.items) await expect(safety).toContainText(item.code);

  const roadmap = page.getByRole("region", { name: copy.roadmap.title });
  await expect(roadmap).toContainText(
    fill(copy.roadmap.summary, { done: DONE, total: copy.roadmap.items.length }),
  );
  const items = roadmap.getByRole("listitem");
  await expect(items.getByRole("heading", { level: 3 })).toHaveText(
    copy.roadmap.items.map((item) => item.title),
  );
  for (const [i] of copy.roadmap.items.entries()) {
    await expect(items.nth(i)).toContainText(
      i < DONE ? copy.roadmap.status.done : copy.roadmap.status.next,
    );
  }

  const careers = page.getByRole("region", { name: copy.careers.title });
  await expect(careers.getByRole("heading", { level: 3 })).toHaveText(
    copy.careers.roles.map((role) => role.title),
  );
  await expect(careers.getByRole("link", { name: copy.careers.apply })).toHaveAttribute(
    "href",
    "mailto:careers@northspan-demo.ca",
  );

  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(fill(copy.footer.fictional, { name: COMPANY }));
  await expect(footer.getByRole("link", { name: copy.footer.allTemplates })).toHaveAttribute(
    "href",
    "/templates",
  );
  await footer.getByRole("button", { name: copy.footer.quote }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("in French: title, description, sections, roadmap and the way back to the gallery", async ({
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
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
  for (const section of [copy.solutions, copy.showcase, copy.cases, copy.safety, copy.careers]) {
    await expect(page.getByRole("region", { name: section.title })).toBeVisible();
  }
  const roadmap = page.getByRole("region", { name: copy.roadmap.title });
  await expect(roadmap.getByText(copy.roadmap.status.next, { exact: true })).toHaveCount(
    copy.roadmap.items.length - DONE,
  );
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: copy.footer.allTemplates }),
  ).toHaveAttribute("href", "/fr/templates");
});

for (const locale of ["en", "fr"] as const) {
  test(`no visitor-visible text calls the template unfinished (${locale})`, async ({ page }) => {
    await page.goto(at(locale));
    const shown = await page.evaluate(() =>
      [
        document.title,
        document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
        document.body.innerText,
        ...[...document.querySelectorAll("[alt], [aria-label], [title], [placeholder]")].flatMap(
          (element) =>
            ["alt", "aria-label", "title", "placeholder"].map(
              (name) => element.getAttribute(name) ?? "",
            ),
        ),
      ].join("\n"),
    );
    // The page did render its words: the check would pass on an empty page otherwise.
    expect(shown).toContain(COPY[locale].roadmap.title);
    expect(shown).not.toMatch(UNFINISHED);
  });
}

test.describe("the contact form", () => {
  const form = (page: Page) => page.getByRole("form", { name: COPY.en.contact.title });
  const fields = COPY.en.contact.form.fields;
  const errors = COPY.en.contact.form.errors;

  test("an empty send shows each required field's message beside it and focuses the first", async ({
    page,
  }) => {
    await page.goto(`${PATH}#contact`);
    const contact = form(page);
    await contact.getByRole("button", { name: COPY.en.contact.form.submit }).click();
    await expect(contact.getByRole("alert")).toHaveText(COPY.en.contact.form.errorSummary);
    const name = contact.getByLabel(fields.name);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(errors.name);
    await expect(contact.getByLabel(fields.email)).toHaveAccessibleDescription(errors.emailMissing);
    await expect(contact.getByLabel(fields.message)).toHaveAccessibleDescription(errors.message);
    // The company is optional: it gets no message.
    await expect(contact.getByLabel(fields.company)).not.toHaveAttribute("aria-invalid");
    await expect(contact.getByRole("status")).toHaveText("");

    // A field put right loses its message as it is typed.
    await name.fill("Ana Lafleur");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await expect(contact.getByText(errors.name)).toHaveCount(0);
  });

  test("a mistyped e-mail is told apart, and a complete message is kept and said to be unsent", async ({
    page,
  }) => {
    const copy = COPY.en.contact.form;
    await page.goto(`${PATH}#contact`);
    const contact = form(page);
    await contact.getByLabel(fields.name).fill("Ana Lafleur");
    await contact.getByLabel(fields.email).fill("ana@onaping");
    await contact.getByLabel(fields.company).fill("Onaping Ridge Mine");
    await contact.getByLabel(fields.message).fill("A palletizing cell for the reagent store.");
    await contact.getByRole("button", { name: copy.submit }).click();
    const email = contact.getByLabel(fields.email);
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(errors.emailInvalid);
    await expect(contact.getByRole("status")).toHaveText("");

    await email.fill("ana@onaping-ridge.ca");
    await contact.getByRole("button", { name: copy.submit }).click();
    const status = contact.getByRole("status");
    await expect(status).toContainText(fill(copy.sentTitle, { name: "Ana Lafleur" }));
    await expect(status).toContainText(copy.sentText);
    await expect(contact.getByRole("alert")).toHaveCount(0);
    await expect(contact.getByLabel(fields.name)).toHaveValue("Ana Lafleur");
    await expect(email).toHaveValue("ana@onaping-ridge.ca");
    await expect(contact.getByLabel(fields.company)).toHaveValue("Onaping Ridge Mine");
    await expect(contact.getByLabel(fields.message)).toHaveValue(
      "A palletizing cell for the reagent store.",
    );
    await expect(contact).toContainText(copy.demoNote);
  });

  test("in French, its labels and messages are French", async ({ page }) => {
    const copy = COPY.fr.contact;
    await page.goto(`${at("fr")}#contact`);
    const contact = page.getByRole("form", { name: copy.title });
    await contact.getByRole("button", { name: copy.form.submit }).click();
    await expect(contact.getByLabel(copy.form.fields.name)).toHaveAccessibleDescription(
      copy.form.errors.name,
    );
    await contact.getByLabel(copy.form.fields.name).fill("Luc Gagnon");
    await contact.getByLabel(copy.form.fields.email).fill("luc@mattagami.ca");
    await contact.getByLabel(copy.form.fields.message).fill("Une caméra sur la courroie.");
    await contact.getByRole("button", { name: copy.form.submit }).click();
    await expect(contact.getByRole("status")).toContainText(
      fill(copy.form.sentTitle, { name: "Luc Gagnon" }),
    );
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test("every section is visible at once", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator("#cases [data-reveal]").first()).toHaveCSS("opacity", "1");
    await expect(page.locator("#roadmap [data-reveal]").last()).toHaveCSS("opacity", "1");
    await expect(page.locator("#contact [data-reveal]").last()).toHaveCSS("opacity", "1");
  });
});
