import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { startWith } from "./mining-helpers";

/** The mining news page: category filters that filter, and Load More (SPEC §2.6, §9). */

test.beforeEach(async ({ page }) => startWith(page));

const recent = (page: Page) => page.getByTestId("recent-stories").getByRole("article");
const featured = (page: Page) =>
  page.getByRole("region", { name: /Featured stories|À la une/ }).getByRole("article");
const chips = (list: Locator) => list.locator("span.uppercase");

test("the nine category buttons of SPEC §9, All pressed first", async ({ page }) => {
  await page.goto("/templates/modern-mining/news");
  const group = page.getByRole("group", { name: "Show stories about" });
  await expect(group.getByRole("button")).toHaveText([
    "All",
    "Discovery",
    "Safety",
    "Environment",
    "Technology",
    "Community",
    "Partnership",
    "Training",
    "Sustainability",
  ]);
  await expect(group.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
  await expect(featured(page)).toHaveCount(2);
  await expect(recent(page)).toHaveCount(6);
  await expect(page.getByRole("status").filter({ hasText: "stories" })).toHaveText(
    "8 of 12 stories",
  );
});

test("a category shows only its stories; All brings every story back", async ({ page }) => {
  await page.goto("/templates/modern-mining/news");
  const group = page.getByRole("group", { name: "Show stories about" });
  await group.getByRole("button", { name: "Safety" }).click();
  await expect(group.getByRole("button", { name: "Safety" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(group.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
  await expect(featured(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Featured stories" })).toHaveCount(0);
  await expect(recent(page)).toHaveCount(2);
  await expect(chips(recent(page))).toHaveText(["Safety", "Safety"]);
  await expect(recent(page).getByRole("heading")).toHaveText([
    "Levack crews pass one million hours without a lost-time injury",
    "Our mine rescue team wins the regional competition",
  ]);
  await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: "stories" })).toHaveText(
    "2 of 2 stories",
  );

  await group.getByRole("button", { name: "Technology" }).click();
  await expect(featured(page)).toHaveCount(1);
  await expect(featured(page).getByRole("heading")).toHaveText(
    "Timmins fleet passes 100,000 battery-electric hours",
  );
  await expect(chips(recent(page))).toHaveText(["Technology"]);

  await group.getByRole("button", { name: "All" }).click();
  await expect(featured(page)).toHaveCount(2);
  await expect(recent(page)).toHaveCount(6);
});

test("Load More reveals three more stories at a time, then disappears", async ({ page }) => {
  await page.goto("/templates/modern-mining/news");
  const more = page.getByRole("button", { name: "Load More" });
  await expect(recent(page)).toHaveCount(6);
  await more.click();
  await expect(recent(page)).toHaveCount(9);
  // The first new story takes the focus, so keyboard users land on what appeared.
  await expect(page.getByTestId("recent-stories").getByRole("listitem").nth(6)).toBeFocused();
  await more.click();
  await expect(recent(page)).toHaveCount(10);
  await expect(more).toHaveCount(0);
  await expect(recent(page).last().getByRole("heading")).toHaveText(
    "Step-out hole extends the Levack footwall zone by 180 metres",
  );
});

test("changing the category starts the list over", async ({ page }) => {
  await page.goto("/templates/modern-mining/news");
  await page.getByRole("button", { name: "Load More" }).click();
  await expect(recent(page)).toHaveCount(9);
  const group = page.getByRole("group", { name: "Show stories about" });
  await group.getByRole("button", { name: "Sustainability" }).click();
  await expect(chips(recent(page))).toHaveText(["Sustainability", "Sustainability"]);
  await group.getByRole("button", { name: "All" }).click();
  await expect(recent(page)).toHaveCount(6);
});

test("a featured story opens its full text", async ({ page }) => {
  await page.goto("/templates/modern-mining/news");
  const story = featured(page).first();
  const body = story.getByText(/Drilling from the 2,140-metre level/);
  await expect(body).toBeHidden();
  await story.getByText("Read the full story").click();
  await expect(body).toBeVisible();
  await expect(story.getByText("By Dr. Anika Lehtonen, Chief Geologist")).toBeVisible();
});

test("the newsletter box says plainly that the demo saves nothing", async ({ page }) => {
  await page.goto("/templates/modern-mining/news");
  const box = page.getByRole("region", { name: "Field notes, once a month" });
  const email = box.getByRole("textbox", { name: "E-mail address" });
  await email.fill("crew@example.com");
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(box.getByRole("status")).toHaveText(
    "This is a demo template: subscriptions are switched off, so your address was not saved.",
  );
  await expect(email).toHaveValue("crew@example.com");
});

test("news in French: categories, filtering and Afficher plus", async ({ page }) => {
  await page.goto("/fr/templates/modern-mining/news");
  const group = page.getByRole("group", { name: "Afficher les nouvelles sur" });
  await expect(group.getByRole("button")).toHaveText([
    "Toutes",
    "Découverte",
    "Sécurité",
    "Environnement",
    "Technologie",
    "Collectivité",
    "Partenariat",
    "Formation",
    "Durabilité",
  ]);
  await group.getByRole("button", { name: "Découverte" }).click();
  await expect(chips(featured(page))).toHaveText(["Découverte"]);
  await expect(chips(recent(page))).toHaveText(["Découverte"]);
  await group.getByRole("button", { name: "Toutes" }).click();
  await page.getByRole("button", { name: "Afficher plus" }).click();
  await expect(recent(page)).toHaveCount(9);
});
