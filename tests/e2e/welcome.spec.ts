import { welcomeFr } from "../../app/welcome/content/welcome.fr";
import type { Page } from "@playwright/test";
import { axe, expect, test } from "./fixtures";

/*
 * Expected copy comes from the content modules. The overlay's English title, text and button,
 * which SPEC.md §2.2 fixes word for word, stay literal on purpose: they are the contract under
 * test.
 */

test("appears after 2 s with the exact texts, takes focus, and is remembered once dismissed", async ({
  page,
}) => {
  // The page's clock stands still from its first script on: only runFor() moves it.
  const start = new Date("2025-03-01T12:00:00").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto("/");
  // An overlay shown at once would have fetched its code by now.
  await page.waitForLoadState("networkidle");
  const dialog = page.getByRole("dialog", { name: "Welcome!" });
  await page.clock.runFor(1_999);
  // Not even mounted yet: a dialog opens a moment after it mounts, so look for the element.
  await expect(page.locator('[role="dialog"]')).toHaveCount(0);
  await page.clock.runFor(1);
  // Its code loads only now; let time flow again for that.
  await page.clock.resume();
  const due = Date.now();
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  const latency = Date.now() - due;
  await expect(dialog).toContainText(
    "This site is our showcase: every template here is a working demo. Explore the collection and picture your business in one.",
  );
  const button = dialog.getByRole("button", { name: "Got it! Let's explore" });
  await expect(button).toBeFocused();
  // The rest of the page is inert, as under a native modal: nothing outside takes focus.
  await expect.poll(() => focusableOutside(page)).toEqual([]);
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(button).toBeFocused();
  expect(await axe(page)).toEqual([]);
  await button.click();
  await expect(dialog).toBeHidden();
  // ...and usable again once it closes.
  await expect(page.locator("[inert]")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("hasSeenWelcome"))).toBe("true");

  await page.reload();
  await page.clock.runFor(3_000);
  // Past the delay: were it due, it would now show as fast as it did above. Allow twice that.
  const cameBack = await page
    .getByRole("dialog")
    .waitFor({ state: "visible", timeout: Math.max(1_000, 2 * latency) })
    .then(
      () => true,
      () => false,
    );
  expect(cameBack, "the overlay came back after it was dismissed").toBe(false);
});

/** The page's links, buttons and fields that are neither inside the dialog nor inert. */
const focusableOutside = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea")]
      .filter((item) => !item.closest('[role="dialog"]') && !item.closest("[inert]"))
      .map((item) => item.outerHTML.slice(0, 80)),
  );

test("Escape closes it", async ({ page }) => {
  await page.clock.install();
  await page.goto("/fr");
  await page.clock.runFor(2_000);
  const dialog = page.getByRole("dialog", { name: welcomeFr.title });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
