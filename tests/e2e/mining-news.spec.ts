import type { Locator, Page } from "@playwright/test";
import { miningNewsEn } from "../../app/templates/mining/content/news.en";
import { miningNewsFr } from "../../app/templates/mining/content/news.fr";
import { containing, fill, withNumbers } from "./copy";
import { expect, test } from "./fixtures";
import { startWith } from "./mining-helpers";

/**
 * The mining news page: category filters that filter, and Load More (SPEC §2.6, §9).
 *
 * Expected copy comes from the content modules. Texts that SPEC.md fixes word for word stay
 * literal on purpose, as the contract under test: the English category names (§9) and the
 * "Load More" button (§2.6).
 */

test.beforeEach(async ({ page }) => startWith(page));

const copy = miningNewsEn;
const recent = (page: Page) => page.getByTestId("recent-stories").getByRole("article");
const featured = (page: Page) =>
  page
    .getByRole("region", { name: containing(copy.featured.title, miningNewsFr.featured.title) })
    .getByRole("article");
const chips = (list: Locator) => list.locator("span.uppercase");
const storyCount = (page: Page) =>
  page.getByRole("status").filter({ hasText: withNumbers(copy.filter.count) });

test("the nine category buttons of SPEC §9, All pressed first", async ({ page }) => {
  await page.goto("/templates/modern-mining/news");
  const group = page.getByRole("group", { name: copy.filter.label });
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
  await expect(storyCount(page)).toHaveText(fill(copy.filter.count, { shown: 8, total: 12 }));
});

test("a category shows only its stories; All brings every story back", async ({ page }) => {
  await page.goto("/templates/modern-mining/news");
  const group = page.getByRole("group", { name: copy.filter.label });
  await group.getByRole("button", { name: "Safety" }).click();
  await expect(group.getByRole("button", { name: "Safety" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(group.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
  await expect(featured(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: copy.featured.title })).toHaveCount(0);
  await expect(recent(page)).toHaveCount(2);
  await expect(chips(recent(page))).toHaveText(["Safety", "Safety"]);
  await expect(recent(page).getByRole("heading")).toHaveText([
    copy.recent.items["levack-million-hours"].title,
    copy.recent.items["mine-rescue-win"].title,
  ]);
  await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);
  await expect(storyCount(page)).toHaveText(fill(copy.filter.count, { shown: 2, total: 2 }));

  await group.getByRole("button", { name: "Technology" }).click();
  await expect(featured(page)).toHaveCount(1);
  await expect(featured(page).getByRole("heading")).toHaveText(
    copy.featured.items["timmins-100k-hours"].title,
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
    copy.recent.items["levack-step-out"].title,
  );
});

test("changing the category starts the list over", async ({ page }) => {
  await page.goto("/templates/modern-mining/news");
  await page.getByRole("button", { name: "Load More" }).click();
  await expect(recent(page)).toHaveCount(9);
  const group = page.getByRole("group", { name: copy.filter.label });
  await group.getByRole("button", { name: "Sustainability" }).click();
  await expect(chips(recent(page))).toHaveText(["Sustainability", "Sustainability"]);
  await group.getByRole("button", { name: "All" }).click();
  await expect(recent(page)).toHaveCount(6);
});

test("a featured story opens its full text", async ({ page }) => {
  await page.goto("/templates/modern-mining/news");
  const story = featured(page).first();
  const { body: text, author } = copy.featured.items["levack-deep-zone"];
  const body = story.getByText(containing(text));
  await expect(body).toBeHidden();
  await story.getByText(copy.featured.readMore).click();
  await expect(body).toBeVisible();
  await expect(story.getByText(fill(copy.featured.by, { author }))).toBeVisible();
});

test("the newsletter box says plainly that the demo saves nothing", async ({ page }) => {
  await page.goto("/templates/modern-mining/news");
  const { newsletter } = copy;
  const box = page.getByRole("form", { name: newsletter.title });
  const email = box.getByRole("textbox", { name: newsletter.label });
  await email.fill("crew@example.com");
  await box.getByRole("button", { name: newsletter.button }).click();
  await expect(box.getByRole("status")).toHaveText(newsletter.notice);
  await expect(email).toHaveValue("crew@example.com");
});

test("news in French: categories, filtering and Afficher plus", async ({ page }) => {
  await page.goto("/fr/templates/modern-mining/news");
  const { filter, recent: recentCopy } = miningNewsFr;
  const { all, discovery } = filter.categories;
  const group = page.getByRole("group", { name: filter.label });
  await expect(group.getByRole("button")).toHaveText(
    (
      [
        "all",
        "discovery",
        "safety",
        "environment",
        "technology",
        "community",
        "partnership",
        "training",
        "sustainability",
      ] as const
    ).map((id) => filter.categories[id]),
  );
  await group.getByRole("button", { name: discovery }).click();
  await expect(chips(featured(page))).toHaveText([discovery]);
  await expect(chips(recent(page))).toHaveText([discovery]);
  await group.getByRole("button", { name: all }).click();
  await page.getByRole("button", { name: recentCopy.loadMore }).click();
  await expect(recent(page)).toHaveCount(9);
});
