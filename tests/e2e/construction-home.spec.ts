import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { startWith } from "./mining-helpers";

/** The premium construction home (SPEC §2.7, §3.2, §4, §9) at /templates/premium-construction. */

const HOME = "/templates/premium-construction";
const TITLE = {
  en: "Built for the North. Finished like it matters.",
  fr: "Bâti pour le Nord. Fini avec soin.",
};
const SLIDES = [
  "Your lot, mapped by drone in an afternoon",
  "Every trade in one shared model",
  "Concrete that reports on itself",
];
const PHONE = { name: "Call (705) 555-0188", href: "tel:+17055550188" };

const showcase = (page: Page) => page.getByRole("region", { name: "Technology showcase" });
const liveRegion = (page: Page) => showcase(page).locator("[aria-live]");

/** Only the slide at `index` (0-based) shows, and its button is the current one. */
async function expectSlide(page: Page, index: number) {
  const region = showcase(page);
  for (const [i, title] of SLIDES.entries()) {
    const heading = region.getByRole("heading", { name: title, level: 3 });
    if (i === index) await expect(heading).toBeVisible();
    else await expect(heading).toBeHidden();
  }
  await expect(region.getByRole("group", { name: `${index + 1} of 3` })).toBeVisible();
  await expect(region.getByRole("button", { name: `Show slide ${index + 1}` })).toHaveAttribute(
    "aria-current",
    "true",
  );
}

/**
 * Stops the page's clock, then restarts the showcase's wait from zero: the
 * pointer goes over the showcase (holding it) and away again.
 */
async function freshWait(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await showcase(page).hover();
  await expect(liveRegion(page)).toHaveAttribute("aria-live", "polite");
  await page.mouse.move(0, 0);
  await expect(liveRegion(page)).toHaveAttribute("aria-live", "off");
}

test.beforeEach(async ({ page }) => {
  await startWith(page);
});

test("hero: title, SPEC §9 figures, Get Free Quote to /contact and View Our Work to /projects", async ({
  page,
}) => {
  await page.goto(HOME);
  const hero = page.getByRole("region", { name: TITLE.en });
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText(TITLE.en);
  await expect(hero.getByRole("definition")).toHaveText(["25+", "500+", "98%", "24/7"]);
  await expect(hero.getByRole("term")).toHaveText([
    "Years building in the North",
    "Projects completed",
    "Client satisfaction",
    "Emergency service",
  ]);
  await expect(hero.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(hero.getByRole("link", { name: "View Our Work" })).toHaveAttribute(
    "href",
    "/projects",
  );
});

test("main section, services, reasons, track record and call to action, with their links", async ({
  page,
}) => {
  await page.goto(HOME);
  const main = page.getByRole("main");
  const intro = main.getByRole("region", {
    name: "One call reaches the person who will run your project",
  });
  await expect(intro.getByRole("link", { name: PHONE.name })).toHaveAttribute("href", PHONE.href);

  const services = main.getByRole("region", { name: "Four services, one standard of finish" });
  await expect(services.getByRole("heading", { level: 3 })).toHaveText([
    "Custom Homes",
    "Commercial & Institutional",
    "Renovations & Additions",
    "24/7 Emergency Repairs",
  ]);
  const reasons = main.getByRole("region", { name: "Why owners build with us twice" });
  await expect(reasons.getByRole("heading", { level: 3 })).toHaveText([
    "A price that holds",
    "Built for −40",
    "Our own local crews",
    "Ten years, in writing",
  ]);

  const record = main.getByRole("region", { name: "Recent work across the North" });
  await expect(record.getByRole("heading", { level: 3 })).toHaveCount(3);
  await expect(record.getByRole("link", { name: "See all our projects" })).toHaveAttribute(
    "href",
    "/projects",
  );
  await expect(
    record.getByRole("link", { name: "Questions about a project? Call (705) 555-0188" }),
  ).toHaveAttribute("href", PHONE.href);

  const cta = main.getByRole("region", { name: "Ready to build something that lasts?" });
  await expect(cta.getByRole("link", { name: "Get Free Quote" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(cta.getByRole("link", { name: PHONE.name })).toHaveAttribute("href", PHONE.href);
});

test("entering it stores the construction context and the premium theme", async ({ page }) => {
  await startWith(page, { theme: "simple" });
  await page.goto(HOME);
  await expect
    .poll(() =>
      page.evaluate(() => [
        sessionStorage.getItem("templateContext"),
        sessionStorage.getItem("constructionContext"),
        localStorage.getItem("website-theme"),
      ]),
    )
    .toEqual(["construction", "premium", "premium"]);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "premium");
  await expect(page.locator("body")).toHaveClass(/theme-premium/);
});

test("the showcase is a labelled carousel of 3 slides that rotates every 9000 ms", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(HOME);
  const region = showcase(page);
  await expect(region).toHaveAttribute("aria-roledescription", "carousel");
  await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(3);
  await expectSlide(page, 0);

  await freshWait(page);
  await page.clock.runFor(8_500);
  await expectSlide(page, 0);
  await page.clock.runFor(1_000);
  await expectSlide(page, 1);
  await page.clock.runFor(9_000);
  await expectSlide(page, 2);
  await page.clock.runFor(9_000);
  await expectSlide(page, 0);
});

test("the showcase holds while the pointer is over it", async ({ page }) => {
  await page.clock.install();
  await page.goto(HOME);
  await freshWait(page);
  await showcase(page).hover();
  await page.clock.runFor(30_000);
  await expectSlide(page, 0);
  await page.mouse.move(0, 0);
  await page.clock.runFor(9_500);
  await expectSlide(page, 1);
});

test("the showcase holds while focus is inside it, and its changes are announced", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(HOME);
  await freshWait(page);
  await showcase(page).getByRole("button", { name: "Show slide 2" }).focus();
  await expect(liveRegion(page)).toHaveAttribute("aria-live", "polite");
  await page.clock.runFor(30_000);
  await expectSlide(page, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(liveRegion(page)).toHaveAttribute("aria-live", "off");
  await page.clock.runFor(9_500);
  await expectSlide(page, 1);
});

test("previous, next and the slide buttons move the showcase, politely announced", async ({
  page,
}) => {
  await page.goto(HOME);
  const region = showcase(page);
  const live = liveRegion(page);
  await region.getByRole("button", { name: "Next slide" }).click();
  await expectSlide(page, 1);
  await expect(live).toHaveAttribute("aria-live", "polite");
  await expect(live.getByRole("heading", { level: 3 })).toHaveText(SLIDES[1]!);
  await region.getByRole("button", { name: "Show slide 3" }).click();
  await expectSlide(page, 2);
  await expect(live.getByRole("heading", { level: 3 })).toHaveText(SLIDES[2]!);
  await region.getByRole("button", { name: "Next slide" }).click();
  await expectSlide(page, 0);
  await region.getByRole("button", { name: "Previous slide" }).click();
  await expectSlide(page, 2);
  await expect(live.getByRole("img")).toHaveAccessibleName(/concrete slab/);
});

test("the pause button stops the showcase and the play button restarts it", async ({ page }) => {
  await page.clock.install();
  await page.goto(HOME);
  await freshWait(page);
  const region = showcase(page);
  await region.getByRole("button", { name: "Pause the slides" }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(30_000);
  await expectSlide(page, 0);
  await region.getByRole("button", { name: "Play the slides" }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(9_500);
  await expectSlide(page, 1);
});

test("under reduced motion the showcase never rotates, and its buttons still work", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await page.goto(HOME);
  const region = showcase(page);
  await expect(liveRegion(page)).toHaveAttribute("aria-live", "polite");
  await expect(
    region.getByRole("button", { name: /Pause the slides|Play the slides/ }),
  ).toHaveCount(0);
  await page.clock.runFor(60_000);
  await expectSlide(page, 0);
  await region.getByRole("button", { name: "Next slide" }).click();
  await expectSlide(page, 1);
});

test("in French: French copy, figures, links and carousel labels", async ({ page }) => {
  await page.goto(`/fr${HOME}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const hero = page.getByRole("region", { name: TITLE.fr });
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText(TITLE.fr);
  await expect(hero.getByRole("definition")).toHaveText(["25+", "500+", "98 %", "24/7"]);
  await expect(hero.getByRole("link", { name: "Obtenir une soumission gratuite" })).toHaveAttribute(
    "href",
    "/fr/contact",
  );
  await expect(hero.getByRole("link", { name: "Voir nos réalisations" })).toHaveAttribute(
    "href",
    "/fr/projects",
  );
  const region = page.getByRole("region", { name: "Vitrine technologique" });
  await expect(region).toHaveAttribute("aria-roledescription", "carrousel");
  await expect(region.getByRole("group", { name: "1 sur 3" })).toBeVisible();
  await region.getByRole("button", { name: "Diapositive suivante" }).click();
  await expect(
    region.getByRole("heading", { name: "Tous les corps de métier dans une seule maquette" }),
  ).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Voir tous nos projets" }),
  ).toHaveAttribute("href", "/fr/projects");
  await expect(
    page.getByRole("main").getByRole("link", { name: "Appeler le (705) 555-0188" }).first(),
  ).toHaveAttribute("href", PHONE.href);
});

test(
  "the showcase's buttons are at least 44 px and nothing overflows the width",
  { tag: "@responsive" },
  async ({ page }) => {
    await page.goto(HOME);
    for (const button of await showcase(page).getByRole("button").all()) {
      const box = await button.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  },
);
