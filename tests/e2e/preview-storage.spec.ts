import type { Page } from "@playwright/test";
import { HOME_TITLE, MINING_PAGES } from "./mining-helpers";
import { expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
});

const ABOUT = MINING_PAGES.find((entry) => entry.page === "about")!;

const stored = (page: Page) =>
  page.evaluate(() => ({
    templateContext: sessionStorage.getItem("templateContext"),
    miningContext: sessionStorage.getItem("miningContext"),
    theme: localStorage.getItem("website-theme"),
  }));

const untouched = { templateContext: null, miningContext: null, theme: null };

/** A visitor who stored nothing gets the default (premium) look of /about, not mining's. */
async function expectDefaultAbout(page: Page) {
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "premium");
  await expect(page.getByRole("heading", { level: 1, name: ABOUT.en })).toHaveCount(0);
}

test.describe("previewing does not change the visitor's site (SPEC §4)", () => {
  test("the preview dialog", async ({ page }) => {
    await page.goto("/templates");
    await page.getByRole("button", { name: "Preview Modern Mining" }).click();
    const dialog = page.getByRole("dialog", { name: "Preview: Modern Mining" });
    // The framed mining page still shows its own (simple) look.
    await expect(
      dialog.frameLocator("iframe").getByRole("heading", { level: 1, name: HOME_TITLE.en }),
    ).toBeVisible();
    await expect
      .poll(() =>
        dialog
          .locator("iframe")
          .evaluate((f: HTMLIFrameElement) => f.contentDocument?.documentElement.dataset.theme),
      )
      .toBe("simple");
    await dialog.getByRole("button", { name: "Close preview" }).click();
    expect(await stored(page)).toEqual(untouched);
    await expectDefaultAbout(page);
  });

  test("a compare frame", async ({ page }) => {
    await page.goto("/templates?compare=modern-mining");
    await page.getByRole("button", { name: "Compare (1)" }).click();
    const drawer = page.getByRole("dialog", { name: "Compare templates" });
    await expect(
      drawer
        .frameLocator('iframe[title="Tablet preview of Modern Mining"]')
        .getByRole("heading", { level: 1, name: HOME_TITLE.en }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    expect(await stored(page)).toEqual(untouched);
    await expectDefaultAbout(page);
  });

  test("entering a template at its own address still stores its context", async ({ page }) => {
    await page.goto("/templates/modern-mining");
    await expect.poll(async () => (await stored(page)).templateContext).toBe("mining");
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: ABOUT.en })).toBeVisible();
  });
});
