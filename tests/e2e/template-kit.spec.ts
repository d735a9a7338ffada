import { expect, test } from "./fixtures";

test("status badges take their colours from the status tokens (SPEC §4)", async ({ page }) => {
  await page.goto("/templates/modern-mining/projects");
  const colours = (status: string) =>
    page.locator(`article [data-status="${status}"]`).evaluate((badge) => {
      const dot = badge.querySelector("span")!;
      return [getComputedStyle(badge).backgroundColor, getComputedStyle(dot).backgroundColor];
    });
  expect(await colours("completed")).toEqual(["rgb(227, 243, 234)", "rgb(31, 138, 82)"]);
  expect(await colours("in-development")).toEqual(["rgb(228, 238, 251)", "rgb(47, 111, 196)"]);
  expect(await colours("planning")).toEqual(["rgb(251, 240, 225)", "rgb(194, 115, 29)"]);
});
