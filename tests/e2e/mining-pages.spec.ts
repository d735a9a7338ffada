import { expect, test } from "./fixtures";
import { startWith } from "./mining-helpers";

/** The mining template's inner pages (SPEC §2.6), in English and French, at 375 px and 1280 px. */

test.beforeEach(async ({ page }) => startWith(page));

test("about: mission, four values, four leaders, six milestones and a call to action", async ({
  page,
}) => {
  await page.goto("/templates/modern-mining/about");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    "Develop and restore mines safely, so the North shares in its own wealth",
    "Four values, written by our crews",
    "People who started underground",
    "From one hoist to fifteen countries",
    "Build your career underground",
  ]);
  const values = main.getByRole("region", { name: "Four values, written by our crews" });
  await expect(values.getByRole("heading", { level: 3 })).toHaveText([
    "Safety first, always",
    "Respect for the land",
    "Partnership",
    "Craft and curiosity",
  ]);
  const leaders = main.getByRole("region", { name: "People who started underground" });
  await expect(leaders.getByRole("heading", { level: 3 })).toHaveText([
    "Élise Gagnon",
    "Robert Mäkelä",
    "Priya Raman",
    "Tom Beaudry",
  ]);
  await expect(
    leaders.getByRole("img", { name: "Illustrated portrait of Priya Raman" }),
  ).toBeVisible();
  const history = main.getByRole("region", { name: "From one hoist to fifteen countries" });
  await expect(history.getByRole("listitem")).toHaveCount(6);
  await expect(history.getByRole("listitem").locator("p:first-of-type")).toHaveText([
    "1974",
    "1985",
    "1995",
    "2005",
    "2015",
    "2024",
  ]);
  const join = main.getByRole("region", { name: "Build your career underground" });
  await expect(join.getByRole("link", { name: "Contact our team" })).toHaveAttribute(
    "href",
    "/templates/modern-mining/contact",
  );
  await expect(join.getByRole("link", { name: "See our projects" })).toHaveAttribute(
    "href",
    "/templates/modern-mining/projects",
  );
});

test("about in French", async ({ page }) => {
  await page.goto("/fr/templates/modern-mining/about");
  const values = page.getByRole("region", { name: "Quatre valeurs, écrites par nos équipes" });
  await expect(values.getByRole("heading", { level: 3 })).toHaveText([
    "La sécurité avant tout",
    "Le respect du territoire",
    "Le partenariat",
    "Le métier et la curiosité",
  ]);
  await expect(page.getByRole("img", { name: "Portrait illustré : Élise Gagnon" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Bâtissez votre carrière sous terre" }).getByRole("link", {
      name: "Joindre notre équipe",
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
    await page.goto("/templates/modern-mining/about");
    const dots = page.getByRole("navigation", { name: "Sections of this page" });
    if ((page.viewportSize()?.width ?? 0) < 1024) {
      await expect(dots).toBeHidden();
      return;
    }
    await expect(dots.getByRole("link")).toHaveCount(6);
    await expect(dots.getByRole("link", { name: "Go to Introduction" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await dots.getByRole("link", { name: "Go to History" }).click();
    await expect(
      page.getByRole("heading", { name: "From one hoist to fifteen countries" }),
    ).toBeInViewport();
    await expect(dots.getByRole("link", { name: "Go to History" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page).toHaveURL(/#history$/);
    await dots.getByRole("link", { name: "Go to Values" }).click();
    await expect(
      page.getByRole("heading", { name: "Four values, written by our crews" }),
    ).toBeInViewport();
    await expect(dots.getByRole("link", { name: "Go to Values" })).toHaveAttribute(
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
  await expect(page.getByRole("navigation", { name: "Sections of this page" })).toBeHidden();
});

test("services: six services with features, four steps, four reasons and the quote block", async ({
  page,
}) => {
  await page.goto("/templates/modern-mining/services");
  const list = page.getByRole("region", { name: "Six services, one accountable partner" });
  await expect(list.getByRole("heading", { level: 3 })).toHaveText([
    "Exploration & Drilling",
    "Shaft Sinking & Development",
    "Contract Mining",
    "Mineral Processing",
    "Fleet Electrification",
    "Environment & Closure",
  ]);
  await expect(list.locator("li li")).toHaveCount(24);
  await expect(list.getByText("Ventilation-on-demand")).toBeVisible();
  const process = page.getByRole("region", { name: "Four steps, no surprises" });
  await expect(process.getByRole("heading", { level: 3 })).toHaveText([
    "Consultation",
    "Planning",
    "Implementation",
    "Monitoring",
  ]);
  const why = page.getByRole("region", { name: "What you get when you hire us" });
  await expect(why.getByRole("heading", { level: 3 })).toHaveCount(4);
  const quote = page.getByRole("region", { name: "Let's scope your project" });
  await expect(quote.getByRole("link", { name: "Request a Quote" })).toHaveAttribute(
    "href",
    "/templates/modern-mining/contact",
  );
  await quote.getByRole("link", { name: "Schedule a Consultation" }).click();
  await expect(page).toHaveURL(/\/templates\/modern-mining\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's talk about your project");
});

test("services in French: the four steps", async ({ page }) => {
  await page.goto("/fr/services");
  // No context: the premium default shows the construction variant on a main page…
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "La page Services arrive bientôt",
  );
  // …while the template's own page is always the mining one.
  await page.goto("/fr/templates/modern-mining/services");
  await expect(
    page
      .getByRole("region", { name: "Quatre étapes, aucune surprise" })
      .getByRole("heading", { level: 3 }),
  ).toHaveText(["Consultation", "Planification", "Mise en œuvre", "Suivi"]);
  await expect(page.getByRole("link", { name: "Demander une soumission" })).toHaveAttribute(
    "href",
    "/fr/templates/modern-mining/contact",
  );
});

test("projects: four projects with status, location, year, metrics and features, then impact", async ({
  page,
}) => {
  await page.goto("/templates/modern-mining/projects");
  const projects = page.getByRole("region", {
    name: "Four projects, four stages of a mine's life",
  });
  const cards = projects.getByRole("article");
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText([
    "Levack Deep Shaft Extension",
    "Timmins Battery-Electric Haulage",
    "McFaulds Lake Exploration Camp",
    "Coniston Tailings Reclamation",
  ]);
  await expect(cards.locator("[data-status]")).toHaveText([
    "Completed",
    "Operational",
    "In Development",
    "Planning",
  ]);
  const first = cards.first();
  await expect(first.getByText("Levack, Ontario")).toBeVisible();
  await expect(first.getByText("2022", { exact: true })).toBeVisible();
  await expect(first.getByRole("definition").filter({ hasText: "2,140 m" })).toBeVisible();
  await expect(first.getByText("Sinking under live production")).toBeVisible();
  await expect(
    first.getByRole("img", { name: "Illustration of the Levack Deep Shaft Extension site" }),
  ).toBeVisible();
  const impact = page.getByRole("region", { name: "What fifty years add up to" });
  await expect(impact.getByRole("definition")).toHaveText(["1,200+", "3.1 M", "62%", "$480 M"]);
});

test("projects in French: statuses and figures", async ({ page }) => {
  await page.goto("/fr/templates/modern-mining/projects");
  await expect(page.locator("article [data-status]")).toHaveText([
    "Terminé",
    "En exploitation",
    "En développement",
    "En planification",
  ]);
  await expect(
    page.getByRole("region", { name: "Ce que cinquante ans représentent" }).getByRole("definition"),
  ).toHaveText(["1 200+", "3,1 M", "62 %", "480 M$"]);
});
