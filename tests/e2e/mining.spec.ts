import { miningCommonEn } from "../../app/templates/mining/content/common.en";
import { miningHomeEn as miningHomeEnFirstScreen } from "../../app/templates/mining/content/home.en";
import { miningHomeSectionsEn } from "../../app/templates/mining/content/home-sections.en";
import { miningHomeFr as miningHomeFrFirstScreen } from "../../app/templates/mining/content/home.fr";
import { miningHomeSectionsFr } from "../../app/templates/mining/content/home-sections.fr";
import { miningServicesEn } from "../../app/templates/mining/content/services.en";
import { templateUiEn } from "../../app/templates/shared/content/ui.en";
import { containing, escapeRegExp, fill } from "./copy";
import { axe, cspViolations, expect, scrollToBottom, test } from "./fixtures";
import { HOME_TITLE, MINING_PAGES, startWith } from "./mining-helpers";

/** The page's copy: its first screen and its later sections. */
const miningHomeFr = { ...miningHomeFrFirstScreen, ...miningHomeSectionsFr };

/** The page's copy: its first screen and its later sections. */
const miningHomeEn = { ...miningHomeEnFirstScreen, ...miningHomeSectionsEn };

/**
 * The mining template's home (SPEC §2.6, §4) and the checks every mining page shares.
 *
 * Expected copy comes from the content modules. Texts that SPEC.md fixes word for word (the
 * home's four figures, §9) stay literal on purpose: they are the contract under test. So do
 * the company's facts (phone, e-mail, address, legal name): they live in brand.ts, which
 * imports the logo images and cannot be loaded here.
 */

test("home: hero, three services, stats, four features, three testimonials, call to action", async ({
  page,
}) => {
  const copy = miningHomeEn;
  await startWith(page);
  await page.goto("/templates/modern-mining");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_TITLE.en);
  const main = page.getByRole("main");
  await expect(
    main.getByRole("link", { name: containing(copy.hero.primary) }).first(),
  ).toHaveAttribute("href", "/contact");
  const { development, exploration, closure } = copy.services.cards;
  for (const { title } of [development, exploration, closure]) {
    await expect(main.getByRole("heading", { name: title, level: 3 })).toBeVisible();
  }
  await expect(
    main.getByRole("link", {
      name: new RegExp(
        `^${escapeRegExp(copy.services.more)}\\s*:\\s*${escapeRegExp(development.title)}$`,
      ),
    }),
  ).toHaveAttribute("href", "/services#development");
  const stats = main.getByRole("region", { name: copy.stats.label });
  const [years, projects, safety, countries] = copy.stats.items;
  for (const [value, item] of [
    ["50+", years],
    ["1,200+", projects],
    ["99.8%", safety],
    ["15", countries],
  ] as const) {
    await expect(stats.getByRole("definition").filter({ hasText: value })).toHaveText(value);
    await expect(stats.getByRole("term").filter({ hasText: item!.label })).toBeVisible();
  }
  const features = copy.features.cards;
  for (const { title } of [
    features["safety-first"],
    features["battery-fleets"],
    features["northern-crews"],
    features["closure-planning"],
  ]) {
    await expect(main.getByRole("heading", { name: title, level: 3 })).toBeVisible();
  }
  const voices = main.getByRole("region", { name: copy.testimonials.title });
  await expect(voices.getByRole("figure")).toHaveCount(3);
  await expect(voices.getByRole("img", { name: copy.testimonials.ratingLabel })).toHaveCount(3);
  await expect(voices.getByText(copy.testimonials.items[0]!.author)).toBeVisible();

  const cta = main.getByRole("region", { name: copy.cta.title });
  await expect(cta.getByRole("link", { name: copy.cta.primary })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(cta.getByRole("link", { name: copy.cta.secondary })).toHaveAttribute(
    "href",
    "/services",
  );
});

test("home in French: translated copy, French figures and French links", async ({ page }) => {
  await startWith(page);
  await page.goto("/fr/templates/modern-mining");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_TITLE.fr);
  const stats = page.getByRole("region", { name: miningHomeFr.stats.label });
  await expect(stats.getByRole("definition")).toHaveText(
    miningHomeFr.stats.items.map(({ value }) => value),
  );
  const cta = page.getByRole("region", { name: miningHomeFr.cta.title });
  await expect(cta.getByRole("link", { name: miningHomeFr.cta.primary })).toHaveAttribute(
    "href",
    "/fr/contact",
  );
  await expect(cta.getByRole("link", { name: miningHomeFr.cta.secondary })).toHaveAttribute(
    "href",
    "/fr/services",
  );
});

test("visiting the home stores the mining context and the simple theme; main pages then show mining", async ({
  page,
}) => {
  await startWith(page);
  await page.goto("/templates/modern-mining");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_TITLE.en);
  await expect(page.locator("html")).toHaveClass(/theme-simple/);
  await expect
    .poll(() =>
      page.evaluate(() => [
        sessionStorage.getItem("templateContext"),
        sessionStorage.getItem("miningContext"),
        localStorage.getItem("website-theme"),
      ]),
    )
    .toEqual(["mining", "simple", "simple"]);
  await page.getByRole("main").getByRole("link", { name: miningHomeEn.hero.secondary }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(miningServicesEn.hero.title);
  await expect(
    page.getByRole("banner").getByRole("link", { name: "(705) 555-0174" }),
  ).toBeVisible();
  // A reload keeps the mining variant: the context lives for the session.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(miningServicesEn.hero.title);
});

test("footer: quick links, services, contact, social links and the demo credit", async ({
  page,
}) => {
  await startWith(page);
  await page.goto("/templates/modern-mining/projects");
  const footer = page.getByRole("contentinfo");
  const quick = footer.getByRole("navigation", { name: templateUiEn.footer.quickLinks });
  for (const page_ of ["about", "services", "projects", "news", "contact"] as const) {
    await expect(quick.getByRole("link", { name: templateUiEn.nav.links[page_] })).toHaveAttribute(
      "href",
      `/templates/modern-mining/${page_}`,
    );
  }
  const services = footer.getByRole("navigation", { name: templateUiEn.footer.services });
  await expect(services.getByRole("link")).toHaveCount(6);
  await expect(
    services.getByRole("link", { name: miningCommonEn.footer.services.electrification }),
  ).toHaveAttribute("href", "/templates/modern-mining/services#electrification");
  await expect(footer.getByText("1974 Copper Ridge Road")).toBeVisible();
  await expect(footer.getByRole("link", { name: "(705) 555-0174" })).toHaveAttribute(
    "href",
    "tel:+17055550174",
  );
  await expect(footer.getByRole("link", { name: "info@sudburyminerals-demo.ca" })).toHaveAttribute(
    "href",
    "mailto:info@sudburyminerals-demo.ca",
  );
  for (const id of ["linkedin", "facebook", "youtube"] as const) {
    const link = footer.getByRole("link", {
      name: new RegExp(`^${escapeRegExp(miningCommonEn.footer.social[id])}$`),
    });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(
    footer.getByText(
      fill(miningCommonEn.footer.copyright, {
        year: new Date().getFullYear(),
        company: "Sudbury Minerals Limited",
      }),
    ),
  ).toBeVisible();
  // The studio's name lives in app/site.config.ts, which reads import.meta.env: literal here.
  await expect(
    footer.getByRole("link", { name: fill(templateUiEn.footer.demo, { studio: "Nickel & Pine" }) }),
  ).toHaveAttribute("href", "/templates");
});

test("a footer service link opens the services page at that service", async ({ page }) => {
  await startWith(page);
  await page.goto("/templates/modern-mining/news");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: miningCommonEn.footer.services.closure })
    .click();
  await expect(page).toHaveURL(/\/templates\/modern-mining\/services#closure$/);
  await expect(
    page.getByRole("heading", { name: miningServicesEn.list.items.closure.title, level: 3 }),
  ).toBeInViewport();
});

/**
 * The main pages in the mining context show the mining site's pages (whose axe scan, one per
 * page, smoke.spec.ts makes at /templates/modern-mining/…) in the main layout's chrome: each
 * loads with its title and no CSP violation, and axe scans that chrome once, at both widths.
 */
test("the main pages in the mining context: their mining titles, no CSP violation, no axe violation at 1280 and 375 px", async ({
  page,
}) => {
  await startWith(page, { templateContext: "mining" });
  for (const { page: slug, en } of MINING_PAGES) {
    await page.goto(`/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en);
    await scrollToBottom(page);
    expect(await cspViolations(page), slug).toEqual([]);
  }
  // The last one, /contact, stands for them all.
  expect(await axe(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await axe(page)).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
});
