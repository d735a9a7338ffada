import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { layoutProblems } from "./layout";
import { fillQuote, openQuoteHere, QUOTE_COPY, type QuoteLocale } from "./quote-helpers";

/**
 * The layout check (layout.ts) on what only shows once opened, which the smoke test's page
 * loads never see: the quote form at each step, its errors showing, and each site's menu, in
 * both languages at the widths where they broke before (issue 34: "Envoyer la demande" cut
 * off at 375 px in French; a header that pushed its last button off screen at 768 px).
 */

const NARROW = [320, 375, 768];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
});

/** The problems at each width, resizing the page that is open. */
async function problemsAt(page: Page, widths: readonly number[], what: string) {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    found.push(
      ...(await layoutProblems(page)).map((problem) => `${what} at ${width}px: ${problem}`),
    );
  }
  return found;
}

for (const locale of ["en", "fr"] as const satisfies readonly QuoteLocale[]) {
  test(`${locale}: the quote form holds at every step, with its errors showing`, async ({
    page,
  }) => {
    const { quote, home } = QUOTE_COPY[locale];
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(home);
    const dialog = await openQuoteHere(page, locale);
    const found = await problemsAt(page, NARROW, "step 1");
    await dialog.getByText(quote.projectTypes["new-website"].label).click();
    await dialog.getByRole("button", { name: quote.actions.next }).click();
    // Step 2 with its errors: each field emptied again.
    const name = dialog.getByRole("textbox", { name: quote.fields.businessName });
    await name.fill("x");
    await name.fill("");
    const industry = dialog.getByRole("combobox", { name: quote.fields.industry });
    await industry.selectOption({ label: quote.industries.construction });
    await industry.selectOption("");
    await expect(dialog.getByText(quote.errors.businessNameRequired)).toBeVisible();
    await expect(dialog.getByText(quote.errors.industryRequired)).toBeVisible();
    found.push(...(await problemsAt(page, NARROW, "step 2, errors")));
    await dialog.getByRole("button", { name: quote.actions.previous }).click();
    await fillQuote(page, locale);
    await expect(dialog.getByRole("button", { name: quote.actions.submit })).toBeVisible();
    found.push(...(await problemsAt(page, NARROW, "step 3")));
    expect(found).toEqual([]);
  });
}

/** One page per site, each with a menu button in its header below some width. */
const MENUS = [
  "/",
  "/templates/modern-mining/about",
  "/templates/premium-construction",
  "/templates/modern-construction/about",
  "/templates/cut-district",
  "/templates/cut-district/about",
  "/templates/snow-squatch",
  "/templates/robot-template",
];

test("each site's menu, open, holds at 320, 375 and 768 px in both languages", async ({ page }) => {
  test.slow(); // sixteen pages, three widths each
  const found: string[] = [];
  for (const path of MENUS.flatMap((path) => [path, path === "/" ? "/fr" : `/fr${path}`])) {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    const open = page.getByRole("banner").getByRole("button", { name: /menu/i, expanded: false });
    await open.first().click();
    await expect(
      page.getByRole("banner").getByRole("button", { name: /menu/i, expanded: true }),
    ).toBeVisible();
    found.push(...(await problemsAt(page, NARROW, `${path}, menu open`)));
  }
  expect(found).toEqual([]);
});
