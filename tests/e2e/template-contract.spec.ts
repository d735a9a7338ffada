/**
 * What every template site in the manifest must do, run for each of them:
 * entering it stores its context (and its theme, when it has a look of its
 * own), its chrome mounts once, its logo falls back, and its contact page
 * confirms a message. That each of
 * its pages loads with one H1 and a footer, and that every link of its chrome
 * leads to a page, smoke.spec.ts checks on every prerendered page.
 *
 * The sites come from the test build's `__e2e__/template-sites.json`, which the
 * build derives from app/templates/manifest.ts: a new site joins this test
 * with nothing to add here.
 */
import { readFileSync } from "node:fs";
import { templateFormEn } from "../../app/templates/shared/content/form.en";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

type Site = {
  slug: string;
  context: string;
  theme: string | null;
  pages: string[];
  home: boolean;
  homeInChrome: boolean;
  brand: { name: string; initials: string } | null;
  logo: { png?: string; svg?: string } | null;
};

const SITES: Site[] = JSON.parse(
  readFileSync(
    new URL("../../build-test/client/__e2e__/template-sites.json", import.meta.url),
    "utf8",
  ),
);

const stored = (page: Page) =>
  page.evaluate(() => ({
    context: sessionStorage.getItem("templateContext"),
    theme: localStorage.getItem("website-theme"),
  }));

test("the manifest lists the five gallery templates' sites", () => {
  expect(SITES.map((site) => site.slug)).toEqual(
    expect.arrayContaining([
      "modern-mining",
      "premium-construction",
      "cut-district",
      "robot-template",
      "snow-squatch",
    ]),
  );
});

for (const site of SITES) {
  const paths = [
    ...(site.home ? [`/templates/${site.slug}`] : []),
    ...site.pages.map((name) => `/templates/${site.slug}/${name}`),
  ];

  test.describe(`template site ${site.slug}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem("hasSeenWelcome", "true"));
    });

    test(`entering it stores its context${site.theme ? " and theme" : ""}`, async ({ page }) => {
      await page.goto(paths[0]!);
      await expect.poll(() => stored(page).then((s) => s.context)).toBe(site.context);
      if (site.theme) await expect.poll(() => stored(page).then((s) => s.theme)).toBe(site.theme);
    });

    if (site.homeInChrome && site.pages.length > 0) {
      test("its chrome mounts once: going from its home to a page keeps the same header", async ({
        page,
      }) => {
        await page.goto(`/templates/${site.slug}`);
        await page.getByRole("banner").evaluate((header) => (header.dataset.mounted = "once"));
        const next = `/templates/${site.slug}/${site.pages[0]}`;
        await page.evaluate((path) => {
          window.history.pushState({}, "", path);
          window.dispatchEvent(new PopStateEvent("popstate"));
        }, next);
        await expect(page).toHaveURL(next);
        await expect(page.locator("main h1")).toHaveCount(1);
        await expect(page.getByRole("banner")).toHaveAttribute("data-mounted", "once");
      });
    }

    if (site.logo && site.brand) {
      const { brand, logo } = site;
      test("its logo falls back from png to svg to its initials", async ({ page }) => {
        // A home that draws itself (not in the chrome) carries the logo in its own header.
        const ownHome = site.home && !site.homeInChrome;
        const path = ownHome
          ? paths[0]!
          : (paths.find((p) => p !== `/templates/${site.slug}`) ?? paths[0]!);
        if (logo.png) await page.route(`**${logo.png}`, (route) => route.fulfill({ status: 404 }));
        await page.goto(path);
        const nav = page.getByRole("navigation").first();
        await expect(page.locator('header img[data-logo="svg"]').first()).toBeVisible();
        await page.route(`**${logo.svg}`, (route) => route.fulfill({ status: 404 }));
        await page.reload();
        await expect(page.getByTestId("logo-placeholder").first()).toHaveText(brand.initials);
        await expect(nav).toBeVisible();
      });
    }

    if (site.pages.includes("contact")) {
      test("its contact page confirms a message", async ({ page }) => {
        await page.goto(`/templates/${site.slug}/contact`);
        const form = page.locator("main form");
        for (const field of await form.locator("input[required], textarea[required]").all()) {
          const type = await field.getAttribute("type");
          await field.fill(type === "email" ? "lee@example.com" : "Lee Tremblay");
        }
        await form.getByRole("button", { name: templateFormEn.send }).click();
        await expect(page.getByText(templateFormEn.sentTitle)).toBeVisible();
      });
    }
  });
}
