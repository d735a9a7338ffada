import { constructionServicesFr } from "../../app/templates/construction/content/services.fr";
import { miningAboutEn as miningAboutFirstScreen } from "../../app/templates/mining/content/about.en";
import { miningAboutSectionsEn } from "../../app/templates/mining/content/about-sections.en";
import { miningAboutFr as miningAboutFrFirstScreen } from "../../app/templates/mining/content/about.fr";
import { miningAboutSectionsFr } from "../../app/templates/mining/content/about-sections.fr";
import { miningContactEn } from "../../app/templates/mining/content/contact.en";
import { miningProjectsEn } from "../../app/templates/mining/content/projects.en";
import { miningProjectsFr } from "../../app/templates/mining/content/projects.fr";
import { miningServicesEn } from "../../app/templates/mining/content/services.en";
import { miningServicesFr } from "../../app/templates/mining/content/services.fr";
import { templateStatusFr } from "../../app/templates/shared/content/status.fr";
import { fill } from "./copy";
import { expect, test } from "./fixtures";
import { startWith } from "./mining-helpers";

/** The page's copy: its hero and its later sections. */
const miningAboutEn = { ...miningAboutFirstScreen, ...miningAboutSectionsEn };
const miningAboutFr = { ...miningAboutFrFirstScreen, ...miningAboutSectionsFr };

/**
 * The mining template's inner pages (SPEC §2.6), in English and French, at 375 px and 1280 px.
 *
 * Expected copy comes from the content modules, item by item in the order the page shows it.
 * Texts that SPEC.md fixes word for word stay literal on purpose, as the contract under test:
 * the four process steps (§2.6) and the mining status badges (§4), in English.
 */

test.beforeEach(async ({ page }) => startWith(page));

test("about: mission, four values, four leaders, six milestones and a call to action", async ({
  page,
}) => {
  const copy = miningAboutEn;
  await page.goto("/templates/modern-mining/about");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    copy.mission.title,
    copy.values.title,
    copy.leadership.title,
    copy.history.title,
    copy.join.title,
  ]);
  const values = main.getByRole("region", { name: copy.values.title });
  await expect(values.getByRole("heading", { level: 3 })).toHaveText(
    (["safety", "land", "partnership", "craft"] as const).map((id) => copy.values.items[id].title),
  );
  const leaders = main.getByRole("region", { name: copy.leadership.title });
  const people = copy.leadership.people;
  await expect(leaders.getByRole("heading", { level: 3 })).toHaveText([
    people["elise-gagnon"].name,
    people["robert-makela"].name,
    people["priya-raman"].name,
    people["tom-beaudry"].name,
  ]);
  await expect(
    leaders.getByRole("img", {
      name: fill(copy.leadership.portrait, { name: people["priya-raman"].name }),
    }),
  ).toBeVisible();
  const history = main.getByRole("region", { name: copy.history.title });
  await expect(history.getByRole("listitem")).toHaveCount(6);
  await expect(history.getByRole("listitem").locator("p:first-of-type")).toHaveText(
    copy.history.entries.map(({ year }) => year),
  );
  const join = main.getByRole("region", { name: copy.join.title });
  await expect(join.getByRole("link", { name: copy.join.primary })).toHaveAttribute(
    "href",
    "/templates/modern-mining/contact",
  );
  await expect(join.getByRole("link", { name: copy.join.secondary })).toHaveAttribute(
    "href",
    "/templates/modern-mining/projects",
  );
});

test("about in French", async ({ page }) => {
  const copy = miningAboutFr;
  await page.goto("/fr/templates/modern-mining/about");
  const values = page.getByRole("region", { name: copy.values.title });
  await expect(values.getByRole("heading", { level: 3 })).toHaveText(
    (["safety", "land", "partnership", "craft"] as const).map((id) => copy.values.items[id].title),
  );
  await expect(
    page.getByRole("img", {
      name: fill(copy.leadership.portrait, { name: copy.leadership.people["elise-gagnon"].name }),
    }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: copy.join.title }).getByRole("link", {
      name: copy.join.primary,
    }),
  ).toHaveAttribute("href", "/fr/templates/modern-mining/contact");
});

test("about: a reading progress bar that fills as the page scrolls", async ({ page }) => {
  await page.goto("/templates/modern-mining/about");
  const progress = page.getByTestId("scroll-progress");
  await expect(progress).toBeVisible();
  const scale = () =>
    progress.locator("div").evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
  expect(await scale()).toBe(0);
  await page.evaluate(() =>
    window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2),
  );
  await expect.poll(scale).toBeGreaterThan(0.4);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(scale).toBe(1);
});

test(
  "about: dot navigation between the sections from 1024 px",
  { tag: "@responsive" },
  async ({ page }) => {
    const { sections, history, values } = miningAboutEn;
    const goTo = (section: keyof typeof sections.names) =>
      fill(sections.goTo, { section: sections.names[section] });
    await page.goto("/templates/modern-mining/about");
    const dots = page.getByRole("navigation", { name: sections.label });
    if ((page.viewportSize()?.width ?? 0) < 1024) {
      await expect(dots).toBeHidden();
      return;
    }
    await expect(dots.getByRole("link")).toHaveCount(6);
    await expect(dots.getByRole("link", { name: goTo("intro") })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await dots.getByRole("link", { name: goTo("history") }).click();
    await expect(page.getByRole("heading", { name: history.title })).toBeInViewport();
    await expect(dots.getByRole("link", { name: goTo("history") })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page).toHaveURL(/#history$/);
    await dots.getByRole("link", { name: goTo("values") }).click();
    await expect(page.getByRole("heading", { name: values.title })).toBeInViewport();
    await expect(dots.getByRole("link", { name: goTo("values") })).toHaveAttribute(
      "aria-current",
      "true",
    );
  },
);

test("about: no progress bar and no dots when reduced motion is preferred", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/templates/modern-mining/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("scroll-progress")).toBeHidden();
  await expect(page.getByRole("navigation", { name: miningAboutEn.sections.label })).toBeHidden();
});

test("services: six services with features, four steps, four reasons and the quote block", async ({
  page,
}) => {
  const copy = miningServicesEn;
  await page.goto("/templates/modern-mining/services");
  const list = page.getByRole("region", { name: copy.list.title });
  await expect(list.getByRole("heading", { level: 3 })).toHaveText(
    (
      [
        "exploration",
        "development",
        "contract-mining",
        "processing",
        "electrification",
        "closure",
      ] as const
    ).map((id) => copy.list.items[id].title),
  );
  await expect(list.locator("li li")).toHaveCount(24);
  await expect(list.getByText(copy.list.items.electrification.features[2]!)).toBeVisible();
  const process = page.getByRole("region", { name: copy.process.title });
  await expect(process.getByRole("heading", { level: 3 })).toHaveText([
    "Consultation",
    "Planning",
    "Implementation",
    "Monitoring",
  ]);
  const why = page.getByRole("region", { name: copy.why.title });
  await expect(why.getByRole("heading", { level: 3 })).toHaveCount(4);
  const quote = page.getByRole("region", { name: copy.quote.title });
  await expect(quote.getByRole("link", { name: copy.quote.request })).toHaveAttribute(
    "href",
    "/templates/modern-mining/contact",
  );
  await quote.getByRole("link", { name: copy.quote.consult }).click();
  await expect(page).toHaveURL(/\/templates\/modern-mining\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(miningContactEn.hero.title);
});

test("services in French: the four steps", async ({ page }) => {
  await page.goto("/fr/services");
  // No context: the premium default shows the construction variant on a main page…
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    constructionServicesFr.hero.title,
  );
  // …while the template's own page is always the mining one.
  await page.goto("/fr/templates/modern-mining/services");
  await expect(
    page
      .getByRole("region", { name: miningServicesFr.process.title })
      .getByRole("heading", { level: 3 }),
  ).toHaveText(miningServicesFr.process.steps.map(({ title }) => title));
  await expect(page.getByRole("link", { name: miningServicesFr.quote.request })).toHaveAttribute(
    "href",
    "/fr/templates/modern-mining/contact",
  );
});

test("projects: four projects with status, location, year, metrics and features, then impact", async ({
  page,
}) => {
  const copy = miningProjectsEn;
  const items = copy.featured.items;
  await page.goto("/templates/modern-mining/projects");
  const projects = page.getByRole("region", { name: copy.featured.title });
  const cards = projects.getByRole("article");
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
    items["levack-deep-shaft"].title,
    items["timmins-battery-haulage"].title,
    items["mcfaulds-camp"].title,
    items["coniston-reclamation"].title,
  ]);
  await expect(cards.locator("[data-status]")).toHaveText([
    "Completed",
    "Operational",
    "In Development",
    "Planning",
  ]);
  const first = cards.first();
  const levack = items["levack-deep-shaft"];
  await expect(first.getByText(levack.location)).toBeVisible();
  await expect(first.getByText(levack.year, { exact: true })).toBeVisible();
  await expect(
    first.getByRole("definition").filter({ hasText: levack.metrics[0]!.value }),
  ).toBeVisible();
  await expect(first.getByText(levack.features[0]!)).toBeVisible();
  await expect(
    first.getByRole("img", { name: fill(copy.featured.imageAlt, { title: levack.title }) }),
  ).toBeVisible();
  const impact = page.getByRole("region", { name: copy.impact.title });
  await expect(impact.getByRole("definition")).toHaveText(
    copy.impact.items.map(({ value }) => value),
  );
});

test("projects in French: statuses and figures", async ({ page }) => {
  await page.goto("/fr/templates/modern-mining/projects");
  await expect(page.locator("article [data-status]")).toHaveText(
    (["completed", "operational", "in-development", "planning"] as const).map(
      (status) => templateStatusFr[status],
    ),
  );
  await expect(
    page.getByRole("region", { name: miningProjectsFr.impact.title }).getByRole("definition"),
  ).toHaveText(miningProjectsFr.impact.items.map(({ value }) => value));
});
