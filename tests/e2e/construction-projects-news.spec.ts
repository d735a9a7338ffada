import type { Locator, Page } from "@playwright/test";
import { constructionNewsEn } from "../../app/templates/construction/content/news.en";
import { constructionNewsFr } from "../../app/templates/construction/content/news.fr";
import { constructionProjectsEn } from "../../app/templates/construction/content/projects.en";
import { constructionProjectsFr } from "../../app/templates/construction/content/projects.fr";
import { templateStatusEn } from "../../app/templates/shared/content/status.en";
import { templateStatusFr } from "../../app/templates/shared/content/status.fr";
import { containing, fill, withNumbers } from "./copy";
import { expect, test } from "./fixtures";
import { startWith } from "./mining-helpers";

/**
 * The construction template's Projects and News pages (SPEC §2.7, §4, §9), in both
 * looks: the premium set (/templates/premium-construction, and the main pages
 * with no stored theme) and the simple set (/templates/modern-construction).
 *
 * Expected copy comes from the content modules. What SPEC.md fixes word for word
 * stays literal, as the contract under test: the English category names (§9),
 * the status labels and their colours (§4) and "Load More" (§2.6). The phone
 * number lives in brand.ts, which imports the app: literal here.
 */

const SETS = {
  premium: "/templates/premium-construction",
  simple: "/templates/modern-construction",
} as const;
const PHONE = { display: "(705) 555-0188", href: "tel:+17055550188" };
const PROJECTS = constructionProjectsEn.grid.items;
type ProjectId = keyof typeof PROJECTS;

/** SPEC §4: each project's status, and the colour family of its badge. */
const STATUS: Record<ProjectId, { status: keyof typeof templateStatusEn; hue: Hue }> = {
  "ramsey-lake": { status: "completed", hue: "green" },
  "walden-clinic": { status: "completed", hue: "green" },
  "elliot-lake-residence": { status: "in-development", hue: "blue" },
  "espanola-lofts": { status: "in-development", hue: "blue" },
  "timmins-arena": { status: "ongoing", hue: "purple" },
  "emergency-program": { status: "continuous", hue: "purple" },
};

test.beforeEach(async ({ page }) => startWith(page));

// ---------------------------------------------------------------- projects

const grid = (page: Page) => page.getByTestId("project-grid");
const project = (page: Page, title: string) =>
  grid(page).getByRole("article", { name: title, exact: true });

test("projects: hero, and six projects with location, year, description, figures and features", async ({
  page,
}) => {
  await page.goto(`${SETS.premium}/projects`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    constructionProjectsEn.hero.title,
  );
  await expect(grid(page).getByRole("article")).toHaveCount(6);
  await expect(grid(page).getByRole("heading", { level: 3 })).toHaveText(
    Object.values(PROJECTS).map((item) => item.title),
  );
  for (const item of Object.values(PROJECTS)) {
    const card = project(page, item.title);
    await expect(card.getByText(item.location, { exact: true })).toBeVisible();
    await expect(card.getByText(item.year, { exact: true })).toBeVisible();
    await expect(card.getByText(item.description)).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveText([...item.features]);
    for (const { label, value } of item.metrics) {
      await expect(card.getByRole("term").getByText(label, { exact: true })).toBeVisible();
      await expect(card.getByRole("definition").getByText(value, { exact: true })).toBeVisible();
    }
    await expect(card.getByRole("img")).toHaveAccessibleName(
      fill(constructionProjectsEn.grid.imageAlt, { title: item.title }),
    );
  }
});

test(
  "projects: two columns at 1280 px, one on a phone, and nothing wider than the screen",
  { tag: "@responsive" },
  async ({ page }) => {
    await page.goto(`${SETS.premium}/projects`);
    const boxes = await grid(page)
      .locator(":scope > li")
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().left));
    const columns = new Set(boxes.map((left) => Math.round(left))).size;
    const width = page.viewportSize()!.width;
    expect(columns).toBe(width >= 1024 ? 2 : 1);
    expect(boxes).toHaveLength(6);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  },
);

type Hue = "green" | "blue" | "purple";
const rgb = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
/** The hue (0-360) of an "rgb(r, g, b)" colour. */
function hueOf(css: string) {
  const [r = 0, g = 0, b = 0] = rgb(css).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}
const HUES: Record<Hue, [number, number]> = {
  green: [90, 170],
  blue: [190, 240],
  purple: [250, 300],
};
/** WCAG 2 contrast ratio of two "rgb(…)" colours. */
function contrast(a: string, b: string) {
  const luminance = (css: string) => {
    const [r = 0, g = 0, bl = 0] = rgb(css).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

for (const [look, base] of Object.entries(SETS)) {
  test(`projects (${look} look): each badge says its status, green, blue or purple, at AA contrast`, async ({
    page,
  }) => {
    await page.goto(`${base}/projects`);
    await expect(page.locator(".site-look")).toHaveClass(new RegExp(`theme-${look}`));
    for (const [id, { status, hue }] of Object.entries(STATUS)) {
      const badge = project(page, PROJECTS[id as ProjectId].title).locator("[data-status]");
      await expect(badge).toHaveText(templateStatusEn[status]);
      const { background, color } = await badge.evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, color: style.color };
      });
      const [from, to] = HUES[hue];
      expect(hueOf(background), `${id} background ${background}`).toBeGreaterThanOrEqual(from);
      expect(hueOf(background), `${id} background ${background}`).toBeLessThanOrEqual(to);
      expect(
        contrast(color, background),
        `${id}: ${color} on ${background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
}

test("projects: the call to action leads to the site's contact page and calls, in both sets and both languages", async ({
  page,
}) => {
  const cases = [
    {
      url: `${SETS.premium}/projects`,
      contact: `${SETS.premium}/contact`,
      copy: constructionProjectsEn,
    },
    {
      url: `${SETS.simple}/projects`,
      contact: `${SETS.simple}/contact`,
      copy: constructionProjectsEn,
    },
    {
      url: `/fr${SETS.premium}/projects`,
      contact: `/fr${SETS.premium}/contact`,
      copy: constructionProjectsFr,
    },
    {
      url: `/fr${SETS.simple}/projects`,
      contact: `/fr${SETS.simple}/contact`,
      copy: constructionProjectsFr,
    },
  ];
  for (const { url, contact, copy } of cases) {
    await page.goto(url);
    const cta = page.getByRole("region", { name: copy.cta.title });
    await expect(cta.getByRole("link", { name: copy.cta.primary })).toHaveAttribute(
      "href",
      contact,
    );
    await expect(
      cta.getByRole("link", { name: fill(copy.cta.call, { phone: PHONE.display }) }),
    ).toHaveAttribute("href", PHONE.href);
  }
});

test("projects in French: French titles, places and status labels", async ({ page }) => {
  await page.goto(`/fr${SETS.simple}/projects`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    constructionProjectsFr.hero.title,
  );
  const items = constructionProjectsFr.grid.items;
  await expect(grid(page).getByRole("heading", { level: 3 })).toHaveText(
    Object.values(items).map((item) => item.title),
  );
  for (const [id, { status }] of Object.entries(STATUS)) {
    const card = grid(page).getByRole("article", {
      name: items[id as ProjectId].title,
      exact: true,
    });
    await expect(card.locator("[data-status]")).toHaveText(templateStatusFr[status]);
    await expect(card.getByText(items[id as ProjectId].location, { exact: true })).toBeVisible();
  }
});

// ---------------------------------------------------------------- news

const news = constructionNewsEn;
const recent = (page: Page) => page.getByTestId("recent-stories").getByRole("article");
const featured = (page: Page) =>
  page
    .getByRole("region", {
      name: containing(news.featured.title, constructionNewsFr.featured.title),
    })
    .getByRole("article");
const chips = (list: Locator) => list.locator("span.uppercase");
const storyCount = (page: Page, text = news.filter.count) =>
  page.getByRole("status").filter({ hasText: withNumbers(text) });
const categories = (page: Page, label = news.filter.label) =>
  page.getByRole("group", { name: label });

test("news: the nine construction categories of SPEC §9, All pressed, 2 featured and 6 recent stories", async ({
  page,
}) => {
  await page.goto(`${SETS.premium}/news`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(news.hero.title);
  await expect(categories(page).getByRole("button")).toHaveText([
    "All",
    "Company News",
    "Sustainability",
    "Innovation",
    "Community",
    "Safety",
    "Growth",
    "Research",
    "Financial",
  ]);
  await expect(categories(page).getByRole("button", { name: "All" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(featured(page)).toHaveCount(2);
  await expect(recent(page)).toHaveCount(6);
  await expect(storyCount(page)).toHaveText(fill(news.filter.count, { shown: 8, total: 12 }));
});

test("news: a category shows only its stories and their count; All brings every story back", async ({
  page,
}) => {
  await page.goto(`${SETS.simple}/news`);
  const group = categories(page);
  await group.getByRole("button", { name: "Safety" }).click();
  await expect(group.getByRole("button", { name: "Safety" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(group.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
  await expect(featured(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: news.featured.title })).toHaveCount(0);
  await expect(chips(recent(page))).toHaveText(["Safety", "Safety"]);
  await expect(recent(page).getByRole("heading")).toHaveText([
    news.recent.items["five-hundred-days"].title,
    news.recent.items["heights-training"].title,
  ]);
  await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);
  await expect(storyCount(page)).toHaveText(fill(news.filter.count, { shown: 2, total: 2 }));

  await group.getByRole("button", { name: "Company News" }).click();
  await expect(featured(page).getByRole("heading")).toHaveText(
    news.featured.items["arena-phase-three"].title,
  );
  await expect(chips(featured(page))).toHaveText(["Company News"]);
  await expect(chips(recent(page))).toHaveText(["Company News", "Company News"]);
  await expect(storyCount(page)).toHaveText(fill(news.filter.count, { shown: 3, total: 3 }));

  await group.getByRole("button", { name: "Financial" }).click();
  await expect(recent(page).getByRole("heading")).toHaveText([
    news.recent.items["year-in-numbers"].title,
  ]);
  await expect(storyCount(page)).toHaveText(fill(news.filter.count, { shown: 1, total: 1 }));

  await group.getByRole("button", { name: "All" }).click();
  await expect(featured(page)).toHaveCount(2);
  await expect(recent(page)).toHaveCount(6);
});

test("news: Load More reveals three more stories, moves the focus to the first, then goes", async ({
  page,
}) => {
  await page.goto(`${SETS.premium}/news`);
  const more = page.getByRole("button", { name: "Load More" });
  await expect(recent(page)).toHaveCount(6);
  await more.click();
  await expect(recent(page)).toHaveCount(9);
  await expect(page.getByTestId("recent-stories").getByRole("listitem").nth(6)).toBeFocused();
  await expect(storyCount(page)).toHaveText(fill(news.filter.count, { shown: 11, total: 12 }));
  await more.click();
  await expect(recent(page)).toHaveCount(10);
  await expect(more).toHaveCount(0);
  await expect(recent(page).last().getByRole("heading")).toHaveText(
    news.recent.items["espanola-approval"].title,
  );
  // A new category starts the list over.
  await categories(page).getByRole("button", { name: "All" }).click();
  await categories(page).getByRole("button", { name: "Sustainability" }).click();
  await categories(page).getByRole("button", { name: "All" }).click();
  await expect(recent(page)).toHaveCount(6);
});

test("news: a featured story opens its full text; the newsletter box says it saves nothing", async ({
  page,
}) => {
  await page.goto(`${SETS.premium}/news`);
  const story = featured(page).first();
  const { body: text, author } = news.featured.items["elliot-lake-timber"];
  const body = story.getByText(containing(text));
  await expect(body).toBeHidden();
  await story.getByText(news.featured.readMore).click();
  await expect(body).toBeVisible();
  await expect(story.getByText(fill(news.featured.by, { author }))).toBeVisible();

  const box = page.getByRole("form", { name: news.newsletter.title });
  const email = box.getByRole("textbox", { name: news.newsletter.label });
  await email.fill("crew@example.com");
  await box.getByRole("button", { name: news.newsletter.button }).click();
  await expect(box.getByRole("status")).toHaveText(news.newsletter.notice);
  await expect(email).toHaveValue("crew@example.com");
});

test("news in French: categories, filtering, count and Afficher plus", async ({ page }) => {
  await page.goto(`/fr${SETS.simple}/news`);
  const { filter, recent: recentCopy } = constructionNewsFr;
  const group = categories(page, filter.label);
  await expect(group.getByRole("button")).toHaveText(Object.values(filter.categories));
  await group.getByRole("button", { name: filter.categories.sustainability }).click();
  await expect(chips(featured(page))).toHaveText([filter.categories.sustainability]);
  await expect(chips(recent(page))).toHaveText([filter.categories.sustainability]);
  await expect(storyCount(page, filter.count)).toHaveText(
    fill(filter.count, { shown: 2, total: 2 }),
  );
  await group.getByRole("button", { name: filter.categories.all }).click();
  await page.getByRole("button", { name: recentCopy.loadMore }).click();
  await expect(recent(page)).toHaveCount(9);
});

// ---------------------------------------------------------------- both pages

test("with no stored theme, /projects and /news are the construction pages, linking to /contact", async ({
  page,
}) => {
  await page.goto("/projects");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    constructionProjectsEn.hero.title,
  );
  await expect(
    page
      .getByRole("region", { name: constructionProjectsEn.cta.title })
      .getByRole("link", { name: constructionProjectsEn.cta.primary }),
  ).toHaveAttribute("href", "/contact");
  await page.goto("/fr/news");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(constructionNewsFr.hero.title);
  await expect(recent(page)).toHaveCount(6);
});
