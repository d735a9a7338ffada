import type { Locator, Page } from "@playwright/test";
import { HOME_TITLE } from "./mining-helpers";
import { expect, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
});

/** True once keyboard focus is inside the framed page. */
const focusInside = (frame: Locator) =>
  frame.evaluate((element: HTMLIFrameElement) => element.contentDocument?.hasFocus() ?? false);

async function pressEscapeInside(page: Page, frame: Locator) {
  await expect.poll(() => focusInside(frame)).toBe(true);
  await page.keyboard.press("Escape");
}

test.describe("Escape closes the dialog wherever the focus is", () => {
  test("preview: after a click and after tabbing into the previewed page", async ({ page }) => {
    await page.goto("/templates");
    const opener = page.getByRole("button", { name: "Preview Modern Mining" });
    const dialog = page.getByRole("dialog", { name: "Preview: Modern Mining" });
    const frame = dialog.locator("iframe");
    const inside = dialog.frameLocator("iframe");

    await opener.click();
    await inside.getByRole("heading", { level: 1, name: HOME_TITLE.en }).click();
    await pressEscapeInside(page, frame);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await inside.getByRole("heading", { level: 1, name: HOME_TITLE.en }).waitFor();
    // Tab from the dialog's last control into the page, as a keyboard user would.
    await inside.getByRole("link").first().focus();
    await page.keyboard.press("Tab");
    await pressEscapeInside(page, frame);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("compare drawer: after a click in a compared template", async ({ page }) => {
    await page.goto("/templates?compare=modern-mining");
    const opener = page.getByRole("button", { name: "Compare (1)" });
    await opener.click();
    const drawer = page.getByRole("dialog", { name: "Compare templates" });
    const frame = drawer.locator('iframe[title="Tablet preview of Modern Mining"]');
    await drawer
      .frameLocator('iframe[title="Tablet preview of Modern Mining"]')
      .getByRole("heading", { level: 1, name: HOME_TITLE.en })
      .click();
    await pressEscapeInside(page, frame);
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
