import type { Page } from "@playwright/test";
import { constructionAboutEn } from "../../app/templates/construction/content/about.en";
import { constructionAboutFr } from "../../app/templates/construction/content/about.fr";
import { constructionServicesEn } from "../../app/templates/construction/content/services.en";
import { constructionServicesFr } from "../../app/templates/construction/content/services.fr";
import { fill } from "./copy";
import { expect, scrollToBottom, test } from "./fixtures";
import { startWith } from "./mining-helpers";

/**
 * The construction template's About and Services pages (SPEC §2.7), in both of its sets
 * (premium at /templates/premium-construction, simple at /templates/modern-construction) and
 * on the main pages, which show the construction variant when no theme is stored.
 *
 * Expected copy comes from the content modules. SPEC §2.7 fixes the timeline's years, so they
 * also stay literal here, as the contract under test; so does the brand's phone number (see
 * copy.ts on why brand facts are not imported).
 */

const SPEC_YEARS = ["1974", "1985", "1995", "2005", "2015", "2024"];
const PHONE = { display: "(705) 555-0188", href: "tel:+17055550188" };

type Locale = "en" | "fr";
const ABOUT = { en: constructionAboutEn, fr: constructionAboutFr };
const SERVICES = { en: constructionServicesEn, fr: constructionServicesFr };

/** Where each set's pages live, and the look its chrome wears. */
const SETS = [
  { name: "premium set", base: "/templates/premium-construction", look: "premium" },
  { name: "simple set", base: "/templates/modern-construction", look: "simple" },
  { name: "main pages with no stored theme", base: "", look: "premium" },
] as const;

const localized = (locale: Locale, path: string) => (locale === "fr" ? `/fr${path}` : path);

/** Every link in the page's main landmark, as [name, href] pairs in document order. */
const mainLinks = (page: Page) =>
  page
    .getByRole("main")
    .locator("a[href]")
    .evaluateAll((links) =>
      (links as HTMLAnchorElement[]).map((link) => [
        link.textContent?.trim() ?? "",
        link.getAttribute("href"),
      ]),
    );

async function expectAbout(page: Page, locale: Locale, base: string) {
  const copy = ABOUT[locale];
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    copy.mission.title,
    copy.values.title,
    copy.leadership.title,
    copy.timeline.title,
    copy.join.title,
  ]);

  const mission = main.getByRole("region", { name: copy.mission.title });
  await expect(mission.getByRole("heading", { level: 3 })).toHaveText(copy.mission.facts.label);
  await expect(mission.getByRole("definition")).toHaveText(
    copy.mission.facts.items.map(({ value }) => value),
  );

  const values = main.getByRole("region", { name: copy.values.title });
  await expect(values.getByRole("listitem")).toHaveCount(4);
  await expect(values.getByRole("heading", { level: 3 })).toHaveText(
    Object.values(copy.values.items).map(({ title }) => title),
  );

  const leaders = main.getByRole("region", { name: copy.leadership.title });
  const people = Object.values(copy.leadership.people);
  await expect(leaders.getByRole("listitem")).toHaveCount(4);
  await expect(leaders.getByRole("heading", { level: 3 })).toHaveText(
    people.map(({ name }) => name),
  );
  for (const [i, person] of people.entries()) {
    const card = leaders.getByRole("listitem").nth(i);
    await expect(card).toContainText(person.role);
    await expect(card).toContainText(person.bio);
    const portrait = card.getByRole("img", {
      name: fill(copy.leadership.portrait, { name: person.name }),
    });
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toBeVisible();
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(240);
  }
  // Side by side, the names and the bios sit level across the cards, whatever their lengths.
  const viewport = page.viewportSize()!;
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 800 });
    const tops = await leaders
      .getByRole("listitem")
      .evaluateAll((cards) =>
        cards.map((card) =>
          [card.querySelector("h3")!, card.lastElementChild!].map((part) =>
            Math.round(part.getBoundingClientRect().top - card.getBoundingClientRect().top),
          ),
        ),
      );
    expect(new Set(tops.map((top) => top.join())).size, `names and bios level at ${width}px`).toBe(
      1,
    );
  }
  await page.setViewportSize(viewport);

  const timeline = main.getByRole("region", { name: copy.timeline.title });
  const entries = timeline.getByRole("list").getByRole("listitem");
  await expect(timeline.locator("ol")).toHaveCount(1);
  await expect(entries).toHaveCount(6);
  expect(copy.timeline.entries.map(({ year }) => year)).toEqual(SPEC_YEARS);
  await expect(entries.locator("time")).toHaveText(SPEC_YEARS);
  await expect(entries.getByRole("heading", { level: 3 })).toHaveText(
    copy.timeline.entries.map(({ title }) => title),
  );
  for (const [i, entry] of copy.timeline.entries.entries()) {
    await expect(entries.nth(i)).toContainText(entry.description);
  }

  const join = main.getByRole("region", { name: copy.join.title });
  await expect(join.getByRole("link", { name: copy.join.primary })).toHaveAttribute(
    "href",
    localized(locale, `${base}/contact`),
  );
  expect(await mainLinks(page)).toEqual([
    [copy.join.primary, localized(locale, `${base}/contact`)],
  ]);
}

async function expectServices(page: Page, locale: Locale, base: string) {
  const copy = SERVICES[locale];
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    copy.list.title,
    copy.process.title,
    copy.included.title,
    copy.cta.title,
  ]);

  const list = main.getByRole("region", { name: copy.list.title });
  const services = Object.entries(copy.list.items);
  await expect(list.getByRole("heading", { level: 3 })).toHaveText(
    services.map(([, { title }]) => title),
  );
  for (const [id, service] of services) {
    const card = list.locator(`[id="${id}"]`);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(service.title);
    await expect(card).toContainText(service.body);
    await expect(card.getByRole("listitem")).toHaveText([...service.features]);
  }

  const steps = main.getByRole("region", { name: copy.process.title });
  await expect(steps.locator("ol > li")).toHaveCount(4);
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText(
    copy.process.steps.map(({ title }) => title),
  );
  for (const [i, step] of copy.process.steps.entries()) {
    await expect(steps.locator("ol > li").nth(i)).toContainText(step.when);
    await expect(steps.locator("ol > li").nth(i)).toContainText(step.description);
  }

  const included = main.getByRole("region", { name: copy.included.title });
  await expect(included.getByRole("heading", { level: 3 })).toHaveText(
    Object.values(copy.included.items).map(({ title }) => title),
  );
  await expect(
    included.getByRole("list", { name: copy.included.credentials.label }).getByRole("listitem"),
  ).toHaveText([...copy.included.credentials.items]);

  const call = fill(copy.cta.call, { phone: PHONE.display });
  const cta = main.getByRole("region", { name: copy.cta.title });
  await expect(cta.getByRole("link", { name: copy.cta.primary })).toHaveAttribute(
    "href",
    localized(locale, `${base}/contact`),
  );
  await expect(cta.getByRole("link", { name: call })).toHaveAttribute("href", PHONE.href);
  expect(await mainLinks(page)).toEqual([
    [copy.cta.primary, localized(locale, `${base}/contact`)],
    [call, PHONE.href],
  ]);
}

test.beforeEach(async ({ page }) => startWith(page));

for (const set of SETS) {
  test.describe(set.name, () => {
    for (const locale of ["en", "fr"] as const) {
      test(`about in ${locale}: hero, mission, four values, four leaders, six years, join us`, async ({
        page,
      }) => {
        await page.goto(localized(locale, `${set.base}/about`));
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expectAbout(page, locale, set.base);
      });

      test(`services in ${locale}: six services, four steps, what's included, call to action`, async ({
        page,
      }) => {
        await page.goto(localized(locale, `${set.base}/services`));
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expectServices(page, locale, set.base);
      });
    }

    test(`the pages wear the ${set.look} look`, async ({ page }) => {
      for (const name of ["about", "services"]) {
        await page.goto(`${set.base}/${name}`);
        await expect(page.locator(".site-look")).toHaveCount(1);
        await expect(page.locator(".site-look")).toHaveClass(new RegExp(`theme-${set.look}`));
      }
    });
  });
}

test("the quote and join links lead to the contact page of the set", async ({ page }) => {
  await page.goto("/templates/modern-construction/services");
  await page.getByRole("link", { name: constructionServicesEn.cta.primary }).click();
  await expect(page).toHaveURL(/\/templates\/modern-construction\/contact$/);
  await page.goto("/fr/templates/premium-construction/about");
  await page.getByRole("link", { name: constructionAboutFr.join.primary }).click();
  await expect(page).toHaveURL(/\/fr\/templates\/premium-construction\/contact$/);
});

for (const base of ["/templates/premium-construction", "/templates/modern-construction"]) {
  for (const name of ["about", "services"]) {
    for (const locale of ["en", "fr"] as const) {
      const url = localized(locale, `${base}/${name}`);
      // Axe, CSP, outside requests and the page's width: smoke.spec.ts, at 1280 and 375 px.
      test(`${url}: each button fits inside its panel`, { tag: "@narrow" }, async ({ page }) => {
        await page.goto(url);
        await scrollToBottom(page);
        // A too-long label would be clipped by its panel, not make the page overflow.
        const links = page.getByRole("main").getByRole("link");
        await expect(links.first()).toBeVisible();
        const clipped = await links.evaluateAll((elements) =>
          elements
            .filter((el) => {
              const panel = el.parentElement!.closest(".overflow-hidden") ?? el.closest("section")!;
              const [box, outer] = [el.getBoundingClientRect(), panel.getBoundingClientRect()];
              return box.left < outer.left || box.right > outer.right;
            })
            .map((el) => (el as HTMLElement).innerText),
        );
        expect(clipped).toEqual([]);
      });
    }
  }
}
