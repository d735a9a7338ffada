import type { Page } from "@playwright/test";
import { constructionHomeEn as constructionHomeEnFirstScreen } from "../../app/templates/construction/content/home.en";
import { constructionHomeSectionsEn } from "../../app/templates/construction/content/home-sections.en";
import { constructionHomeFr as constructionHomeFrFirstScreen } from "../../app/templates/construction/content/home.fr";
import { constructionHomeSectionsFr } from "../../app/templates/construction/content/home-sections.fr";
import { MAIN_PAGES } from "../../app/lib/template-site";
import { constructionAboutEn } from "../../app/templates/construction/content/about.en";
import { miningAboutEn } from "../../app/templates/mining/content/about.en";
import { miningMetaEn } from "../../app/templates/mining/content/meta.en";
import { templateUiEn } from "../../app/templates/shared/content/ui.en";
import { templateUiFr } from "../../app/templates/shared/content/ui.fr";
import { containing } from "./copy";
import { expect, networkQuiet, test } from "./fixtures";
import { startWith, type Visit } from "./mining-helpers";

/** The page's copy: its first screen and its later sections. */
const constructionHomeFr = { ...constructionHomeFrFirstScreen, ...constructionHomeSectionsFr };

/** The page's copy: its first screen and its later sections. */
const constructionHomeEn = { ...constructionHomeEnFirstScreen, ...constructionHomeSectionsEn };

/**
 * The construction site as a whole (SPEC §2.1, §2.7, §3.2, §4): /construction,
 * which site's code each address loads, and the two looks.
 */

/** File names of the script chunks a visit to `path` fetches, once the network is quiet. */
async function scriptsOf(page: Page, path: string, visit: Visit = {}) {
  const names: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) names.push(pathname.split("/").pop()!);
  });
  await startWith(page, visit);
  await page.goto(path);
  await networkQuiet(page);
  return names;
}

for (const [locale, copy, prefix] of [
  ["en", constructionHomeEn, ""],
  ["fr", constructionHomeFr, "/fr"],
] as const) {
  test(`/construction (${locale}) is the premium home: it stores the premium theme and context, its links lead to the main pages`, async ({
    page,
  }) => {
    await startWith(page, { theme: "simple", templateContext: "mining" });
    await page.goto(`${prefix}/construction`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
    const hero = main.getByRole("region", { name: copy.hero.title });
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
    await expect(page.locator(".site-look")).toHaveClass(/\btheme-premium\b/);
    await expect(hero.getByRole("link", { name: copy.hero.primary })).toHaveAttribute(
      "href",
      `${prefix}/contact`,
    );
    await expect(hero.getByRole("link", { name: copy.hero.secondary })).toHaveAttribute(
      "href",
      `${prefix}/projects`,
    );
  });
}

for (const [locale, copy, ui, prefix] of [
  ["en", constructionHomeEn, templateUiEn, ""],
  ["fr", constructionHomeFr, templateUiFr, "/fr"],
] as const) {
  test(`the simple look has its own home (${locale}): Northline's, and its logo and Home link stay in the simple look`, async ({
    page,
  }) => {
    await startWith(page, { theme: "premium" });
    const home = `${prefix}/templates/modern-construction`;
    await page.goto(`${home}/about`);
    const banner = page.getByRole("banner");
    await expect(page.locator(".site-look")).toHaveClass(/\btheme-simple\b/);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("constructionContext")))
      .toBe("simple");
    const logo = banner.getByRole("link", { name: /Northline Construction/ }).first();
    await expect(logo).toHaveAttribute("href", home);
    const homeLink = banner.getByRole("link", { name: ui.nav.links.home, exact: true });
    await expect(homeLink).toHaveAttribute("href", home);
    await homeLink.click();
    await expect(page).toHaveURL(home);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
    await expect(page.locator(".site-look")).toHaveClass(/\btheme-simple\b/);
    // Not the mining company's home, which an unknown address falls back to.
    await expect(page.getByText(/Sudbury Minerals/)).toHaveCount(0);
    await expect(
      banner.getByRole("link", { name: ui.nav.links.home, exact: true }),
    ).toHaveAttribute("aria-current", "page");
  });
}

/**
 * Each site loads only its own code: the smoke test checks every construction and mining
 * address (and the main pages' default, construction variant); here, the main pages'
 * mining variant.
 */
for (const name of MAIN_PAGES) {
  test(`/${name} with the simple theme: the mining variant loads no construction code`, async ({
    page,
  }) => {
    const names = await scriptsOf(page, `/${name}`, { theme: "simple" });
    expect(names.filter((file) => file.startsWith("mining-"))).not.toEqual([]);
    expect(names.filter((file) => file.startsWith("construction-"))).toEqual([]);
  });
}

test.describe("two looks from one set of pages (SPEC §1, §4)", () => {
  /** What the look decides, read off the page as the browser paints it. */
  const lookOf = async (page: Page, path: string) => {
    await page.goto(path);
    const site = page.locator(".site-look");
    return {
      className: await site.getAttribute("class"),
      ...(await site.evaluate((element) => {
        const style = getComputedStyle(element);
        const heading = getComputedStyle(element.querySelector("main h1")!);
        return {
          background: style.backgroundColor,
          radius: parseFloat(style.getPropertyValue("--radius-card-value")),
          motion: style.getPropertyValue("--motion").trim(),
          tracking: heading.letterSpacing,
        };
      })),
    };
  };

  for (const name of ["home", ...MAIN_PAGES]) {
    test(`${name}: premium and simple sets differ in colour, corners, type and motion`, async ({
      page,
    }) => {
      const path = name === "home" ? "" : `/${name}`;
      const premium = await lookOf(page, `/templates/premium-construction${path}`);
      const simple = await lookOf(page, `/templates/modern-construction${path}`);
      expect(premium.className).toMatch(/\btheme-premium\b/);
      expect(simple.className).toMatch(/\btheme-simple\b/);
      expect(premium).toMatchObject({ background: "rgb(246, 242, 234)", radius: 0.25 });
      expect(simple).toMatchObject({ background: "rgb(243, 245, 248)", radius: 0.875 });
      expect(premium.motion).not.toBe(simple.motion);
      expect(premium.tracking).not.toBe(simple.tracking);
    });
  }

  test("the main pages wear the premium look when they show the construction site", async ({
    page,
  }) => {
    const look = await lookOf(page, "/services");
    expect(look.className).toMatch(/\btheme-premium\b/);
  });
});

test("a main page's tab title names the site it shows", async ({ page }) => {
  await startWith(page);
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).not.toHaveTitle(containing(miningMetaEn.about.title));
  await page.evaluate(() => localStorage.setItem("website-theme", "simple"));
  await page.reload();
  await expect(page).toHaveTitle(containing(miningMetaEn.about.title));
});

test.describe("the first paint, before any script module runs", () => {
  // Refused modules make React Router's loader reject; that is the point here.
  test.use({ failOnPageError: false, waitForHydration: false });

  const visible = (page: Page, title: string) =>
    page.getByRole("heading", { level: 1, name: title });

  test("a stored simple theme shows the mining variant of a main page, no construction", async ({
    page,
  }) => {
    await startWith(page, { theme: "simple" });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/about");
    await expect(visible(page, miningAboutEn.hero.title)).toBeVisible();
    await expect(visible(page, constructionAboutEn.hero.title)).toBeHidden();
  });

  test("a stored premium theme shows the construction variant, in the premium look", async ({
    page,
  }) => {
    await startWith(page, { theme: "premium" });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/about");
    await expect(visible(page, constructionAboutEn.hero.title)).toBeVisible();
    await expect(visible(page, miningAboutEn.hero.title)).toBeHidden();
    await expect(page.locator(".site-look.theme-premium:visible")).toHaveCount(1);
  });

  test("/construction is the premium home from the first paint, whatever the stored theme", async ({
    page,
  }) => {
    await startWith(page, { theme: "simple", templateContext: "mining" });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/construction");
    await expect(visible(page, constructionHomeEn.hero.title)).toBeVisible();
    await expect(page.locator(".site-look")).toHaveClass(/\btheme-premium\b/);
  });
});
