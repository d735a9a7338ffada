import type { Page } from "@playwright/test";
import { snowSquatchGalleryEn } from "../../app/templates/snow-squatch/content/gallery.en";
import { snowSquatchGalleryFr } from "../../app/templates/snow-squatch/content/gallery.fr";
import { snowSquatchEn as snowSquatchEnFirstScreen } from "../../app/templates/snow-squatch/content/home.en";
import { snowSquatchSectionsEn } from "../../app/templates/snow-squatch/content/home-sections.en";
import { snowSquatchFr as snowSquatchFrFirstScreen } from "../../app/templates/snow-squatch/content/home.fr";
import { snowSquatchSectionsFr } from "../../app/templates/snow-squatch/content/home-sections.fr";
import { fill } from "./copy";
import { axe, cspViolations, expect, expectTabStartsAt, test } from "./fixtures";

/** The page's copy: its first screen and its later sections. */
const snowSquatchFr = { ...snowSquatchFrFirstScreen, ...snowSquatchSectionsFr };

/** The page's copy: its first screen and its later sections. */
const snowSquatchEn = { ...snowSquatchEnFirstScreen, ...snowSquatchSectionsEn };

/**
 * Snow Squatch, the one-page winter-services template (/templates/snow-squatch): its header
 * anchors (80 px under the top, SPEC §9), the mobile menu, fade-in on scroll, the storm alert,
 * services, pricing in both languages, the zone map's text alternative, the FAQ, the demo quote
 * form, the snowfall and the stored context (SPEC §3.2). Expected copy comes from the content
 * modules; the brand's phone stays literal (brand.ts imports an image).
 */

const PATH = "/templates/snow-squatch";
const COPY = { en: snowSquatchEn, fr: snowSquatchFr };
const CARD = { en: snowSquatchGalleryEn, fr: snowSquatchGalleryFr };
type Locale = keyof typeof COPY;
const at = (locale: Locale) => (locale === "fr" ? `/fr${PATH}` : PATH);

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("hasSeenWelcome", "true"));
});

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;
const header = (page: Page) => page.getByRole("banner");

/** Where a section's top sits in the viewport, once the scroll has settled there. */
async function expectSectionAt(page: Page, id: string, offset = 80) {
  await expect
    .poll(() =>
      page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id),
    )
    .toBeGreaterThanOrEqual(offset - 2);
  await expect
    .poll(() =>
      page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id),
    )
    .toBeLessThanOrEqual(offset + 2);
}

/** The header's link to a section: in the bar, or in the menu it opens first on a phone. */
async function sectionLink(page: Page, name: string) {
  if (isMobile(page)) {
    const open = header(page).getByRole("button", { name: COPY.en.nav.openMenu });
    await open.click();
    await expect(header(page).getByRole("button", { name: COPY.en.nav.closeMenu })).toBeVisible();
  }
  return header(page).getByRole("navigation").getByRole("link", { name, exact: true });
}

test(
  "a header anchor scrolls its section 80 px under the top and closes the menu",
  { tag: "@responsive" },
  async ({ page }) => {
    await page.goto(PATH);
    await (await sectionLink(page, COPY.en.nav.links.pricing)).click();
    await expectSectionAt(page, "pricing");
    await expect(page).toHaveURL(new RegExp(`${PATH}#pricing$`));
    await expectTabStartsAt(page, "pricing");
    if (isMobile(page)) {
      await expect(
        header(page).getByRole("button", { name: COPY.en.nav.openMenu }),
      ).toHaveAttribute("aria-expanded", "false");
      await expect(header(page).getByRole("navigation")).toBeHidden();
    }
  },
);

test("under reduced motion anchors jump at once, nothing waits to fade in and the snow stands still", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(PATH);
  const snowfall = page.getByTestId("snowfall");
  await expect(snowfall).toHaveAttribute("aria-hidden", "true");
  for (const layer of await snowfall.locator("div").all()) {
    await expect(layer).toHaveCSS("animation-name", "none");
  }
  await header(page).getByRole("link", { name: COPY.en.nav.links.faq, exact: true }).click();
  // No smooth scroll: the section is in place on the very next frame.
  const top = await page.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() =>
          done(document.getElementById("faq")!.getBoundingClientRect().top),
        ),
      ),
  );
  expect(Math.abs(top - 80)).toBeLessThanOrEqual(2);
  const farBelow = page.locator("#quote [data-reveal]").last();
  await expect(farBelow).not.toHaveAttribute("data-revealed");
  await expect(farBelow).toHaveCSS("opacity", "1");
});

test("with motion, the snow falls and sections below the fold fade in as they are reached", async ({
  page,
}) => {
  await page.goto(PATH);
  await expect(page.getByTestId("snowfall").locator("div").first()).toHaveCSS(
    "animation-name",
    "snowfall",
  );
  const faq = page.locator("#faq [data-reveal]").first();
  await expect(faq).not.toHaveAttribute("data-revealed");
  await expect(faq).toHaveCSS("opacity", "0");
  await faq.scrollIntoViewIfNeeded();
  await expect(faq).toHaveAttribute("data-revealed", "");
  await expect(faq).toHaveCSS("opacity", "1");
});

test("entering stores the snow-squatch context; title and description in both languages", async ({
  page,
}) => {
  for (const locale of ["en", "fr"] as const) {
    await page.goto(at(locale));
    await expect(page).toHaveTitle(`${CARD[locale].title} | Nickel & Pine`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      `${CARD[locale].industry}: ${CARD[locale].highlights.join(". ")}.`,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(COPY[locale].hero.title);
    expect(await page.evaluate(() => sessionStorage.getItem("templateContext"))).toBe(
      "snow-squatch",
    );
  }
});

test("services, seasonal prices in dollars, the zone map's text and an FAQ answer", async ({
  page,
}) => {
  const copy = COPY.en;
  await page.goto(PATH);
  const services = page.getByRole("region", { name: copy.services.title });
  await expect(services.getByRole("heading", { level: 3 })).toHaveText(
    copy.services.items.map((item) => item.title),
  );

  const pricing = page.getByRole("region", { name: copy.pricing.title });
  await expect(pricing.getByTestId("plan-price")).toHaveText(["$449", "$689", "$1,200"]);
  await expect(
    pricing.getByRole("link", { name: fill(copy.pricing.choose, { plan: "Squatch Plus" }) }),
  ).toHaveAttribute("href", "#quote");

  const area = page.getByRole("region", { name: copy.area.title });
  await expect(area.getByRole("img", { name: copy.area.mapLabel })).toBeVisible();
  const zones = area.getByRole("list", { name: copy.area.listTitle }).locator(":scope > li");
  await expect(zones).toHaveCount(3);
  for (const [i, zone] of copy.area.zones.entries()) {
    await expect(zones.nth(i)).toContainText(zone.name);
    await expect(zones.nth(i).getByRole("listitem")).toHaveText(zone.places);
  }

  const reviews = page.getByRole("region", { name: copy.reviews.title });
  await expect(reviews.getByRole("img", { name: copy.reviews.rating })).toHaveCount(3);

  const faq = page.getByRole("region", { name: copy.faq.title });
  const first = copy.faq.items[0]!;
  const answer = faq.getByText(first.answer);
  await expect(answer).toBeHidden();
  await faq.getByText(first.question).click();
  await expect(answer).toBeVisible();
  await expect(faq.locator("details").first()).toHaveAttribute("open", "");
});

test("in French the prices read the French way and the map keeps its text alternative", async ({
  page,
}) => {
  const copy = COPY.fr;
  await page.goto(at("fr"));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const pricing = page.getByRole("region", { name: copy.pricing.title });
  const prices = await pricing.getByTestId("plan-price").allTextContents();
  expect(prices).toEqual(copy.pricing.plans.map((plan) => plan.price));
  // "1 200 $": a space between thousands, the dollar sign after the amount.
  expect(prices.map((price) => price.replace(/\s/g, " "))).toEqual(["449 $", "689 $", "1 200 $"]);
  await expect(pricing.getByText(copy.pricing.period).first()).toBeVisible();
  const area = page.getByRole("region", { name: copy.area.title });
  await expect(area.getByRole("img", { name: copy.area.mapLabel })).toBeVisible();
  await expect(area.getByRole("list", { name: copy.area.listTitle })).toContainText(
    copy.area.zones[0]!.places[0]!,
  );
  await expect(page.getByRole("link", { name: copy.nav.links.area, exact: true })).toHaveAttribute(
    "href",
    "#area",
  );
});

test("the storm alert stays dismissed on reload for the session, and is back in a new tab", async ({
  page,
  context,
}) => {
  const copy = COPY.en;
  await page.goto(PATH);
  const alert = page.getByRole("region", { name: copy.alert.label });
  await expect(alert).toContainText(copy.alert.text);
  await alert.getByRole("button", { name: copy.alert.dismiss }).click();
  await expect(alert).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: copy.alert.label })).toBeHidden();

  const other = await context.newPage();
  await other.goto(PATH);
  await expect(other.getByRole("region", { name: copy.alert.label })).toBeVisible();
});

test("the quote form keeps what was typed, confirms locally and sends nothing", async ({
  page,
  blockedRequests,
}) => {
  const copy = COPY.en;
  await page.goto(PATH);
  const section = page.getByRole("region", { name: copy.quote.title });
  await expect(section).toContainText(copy.quote.demoNote);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" || ["fetch", "xhr", "ping"].includes(request.resourceType())) {
      sent.push(`${request.method()} ${request.url()}`);
    }
  });

  await section.getByLabel(copy.quote.fields.name).fill("Lise Gauthier");
  await section.getByLabel(copy.quote.fields.email).fill("lise.example.ca");
  await section.getByRole("button", { name: copy.quote.submit }).click();
  await expect(section.getByRole("alert")).toHaveText(copy.quote.errorSummary);
  await expect(section.getByLabel(copy.quote.fields.name)).toHaveValue("Lise Gauthier");

  await section.getByLabel(copy.quote.fields.email).fill("lise@example.ca");
  await section
    .getByLabel(copy.quote.fields.zone)
    .selectOption({ label: copy.area.zones[1]!.name });
  await section.getByLabel(copy.quote.fields.address).fill("12 Main Street, Val Caron");
  await section.getByRole("checkbox", { name: copy.quote.serviceOptions.roof }).check();
  await section.getByRole("button", { name: copy.quote.submit }).click();

  const status = section.getByRole("status");
  await expect(status.getByRole("heading")).toHaveText(
    fill(copy.quote.sentTitle, { name: "Lise Gauthier" }),
  );
  await expect(status).toContainText(copy.quote.sentText);
  await status.getByRole("button", { name: copy.quote.edit }).click();
  await expect(section.getByLabel(copy.quote.fields.address)).toHaveValue(
    "12 Main Street, Val Caron",
  );
  await expect(
    section.getByRole("checkbox", { name: copy.quote.serviceOptions.roof }),
  ).toBeChecked();
  expect(sent).toEqual([]);
  expect(blockedRequests).toEqual([]);
});

// The page as it loads: smoke.spec.ts, at 1280 and 375 px. Here with an answer open, once.
test("the page passes axe with an answer open", { tag: "@narrow" }, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(at("fr"));
  await page
    .locator("details")
    .first()
    .evaluate((details) => ((details as HTMLDetailsElement).open = true));
  expect(await axe(page)).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test("every section is visible at once", async ({ page }) => {
    await page.goto(PATH);
    const quote = page.locator("#quote [data-reveal]").last();
    await expect(quote).toHaveCSS("opacity", "1");
    await expect(page.getByRole("region", { name: COPY.en.alert.label })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(COPY.en.hero.title);
  });
});

test("the header fits at 320, 768 and 1024 px: nothing wider than the window, the quote button in view", async ({
  page,
}) => {
  for (const width of [320, 768, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(PATH);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `${width} px`,
    ).toBe(0);
    if (width >= 640) {
      await expect(
        header(page).getByRole("link", { name: COPY.en.nav.quote, exact: true }),
      ).toBeInViewport({ ratio: 1 });
    }
  }
});
