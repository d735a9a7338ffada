import { axe, expect, test } from "./fixtures";

test("appears after 2 s with the exact texts, takes focus, and is remembered once dismissed", async ({
  page,
}) => {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Welcome!" });
  await page.waitForTimeout(1500);
  await expect(dialog).toBeHidden();
  await expect(dialog).toBeVisible({ timeout: 2000 });
  await expect(dialog).toContainText(
    "This is a template/showcase website. Explore our collection of premium website templates",
  );
  const button = dialog.getByRole("button", { name: "Got it! Let's explore" });
  await expect(button).toBeFocused();
  expect(await axe(page)).toEqual([]);
  await button.click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("hasSeenWelcome"))).toBe("true");

  await page.reload();
  await page.waitForTimeout(3000);
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("Escape closes it", async ({ page }) => {
  await page.goto("/fr");
  const dialog = page.getByRole("dialog", { name: "Bienvenue!" });
  await expect(dialog).toBeVisible({ timeout: 4000 });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});
