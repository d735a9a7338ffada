import { axe, cspViolations, expect, scrollToBottom, test } from "./fixtures";
import { HOME_TITLE, MINING_PAGES, startWith } from "./mining-helpers";

/** The mining template's home (SPEC §2.6, §4) and the checks every mining page shares. */

test("home: hero, three services, stats, four features, three testimonials, call to action", async ({
  page,
}) => {
  await startWith(page);
  await page.goto("/templates/modern-mining");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_TITLE.en);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: /Request a consultation/ }).first()).toHaveAttribute(
    "href",
    "/contact",
  );
  for (const title of [
    "Underground Development",
    "Exploration & Drilling",
    "Reclamation & Closure",
  ]) {
    await expect(main.getByRole("heading", { name: title, level: 3 })).toBeVisible();
  }
  await expect(
    main.getByRole("link", { name: /^Learn more\s*:\s*Underground Development$/ }),
  ).toHaveAttribute("href", "/services#development");
  const stats = main.getByRole("region", { name: "Sudbury Minerals in numbers" });
  for (const [value, label] of [
    ["50+", "Years in the Sudbury Basin"],
    ["1,200+", "Projects delivered"],
    ["99.8%", "Safety record"],
    ["15", "Countries worked in"],
  ]) {
    await expect(stats.getByRole("definition").filter({ hasText: value! })).toHaveText(value!);
    await expect(stats.getByRole("term").filter({ hasText: label! })).toBeVisible();
  }
  for (const title of [
    "Safety before schedule",
    "Battery-electric fleets",
    "Northern crews",
    "Closure from day one",
  ]) {
    await expect(main.getByRole("heading", { name: title, level: 3 })).toBeVisible();
  }
  const voices = main.getByRole("region", { name: "Trusted where it counts" });
  await expect(voices.getByRole("figure")).toHaveCount(3);
  await expect(voices.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(3);
  await expect(voices.getByText("Marie-Claude Lavoie")).toBeVisible();

  const cta = main.getByRole("region", { name: "Planning a project in the North?" });
  await expect(cta.getByRole("link", { name: "Contact our team" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(cta.getByRole("link", { name: "View our services" })).toHaveAttribute(
    "href",
    "/services",
  );
});

test("home in French: translated copy, French figures and French links", async ({ page }) => {
  await startWith(page);
  await page.goto("/fr/templates/modern-mining");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_TITLE.fr);
  const stats = page.getByRole("region", { name: "Sudbury Minerals en chiffres" });
  await expect(stats.getByRole("definition")).toHaveText(["50+", "1 200+", "99,8 %", "15"]);
  const cta = page.getByRole("region", { name: "Un projet dans le Nord?" });
  await expect(cta.getByRole("link", { name: "Joindre notre équipe" })).toHaveAttribute(
    "href",
    "/fr/contact",
  );
  await expect(cta.getByRole("link", { name: "Voir nos services" })).toHaveAttribute(
    "href",
    "/fr/services",
  );
});

test("visiting the home stores the mining context and the simple theme; main pages then show mining", async ({
  page,
}) => {
  await startWith(page);
  await page.goto("/templates/modern-mining");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_TITLE.en);
  await expect(page.locator("html")).toHaveClass(/theme-simple/);
  await expect
    .poll(() =>
      page.evaluate(() => [
        sessionStorage.getItem("templateContext"),
        sessionStorage.getItem("miningContext"),
        localStorage.getItem("website-theme"),
      ]),
    )
    .toEqual(["mining", "simple", "simple"]);
  await page.getByRole("main").getByRole("link", { name: "Explore our services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "From the first drill hole to the last tree planted",
  );
  await expect(
    page.getByRole("banner").getByRole("link", { name: "(705) 555-0174" }),
  ).toBeVisible();
  // A reload keeps the mining variant: the context lives for the session.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "From the first drill hole to the last tree planted",
  );
});

test("footer: quick links, services, contact, social links and the demo credit", async ({
  page,
}) => {
  await startWith(page);
  await page.goto("/templates/modern-mining/projects");
  const footer = page.getByRole("contentinfo");
  const quick = footer.getByRole("navigation", { name: "Quick links" });
  for (const [name, page_] of [
    ["About", "about"],
    ["Services", "services"],
    ["Projects", "projects"],
    ["News", "news"],
    ["Contact", "contact"],
  ]) {
    await expect(quick.getByRole("link", { name })).toHaveAttribute(
      "href",
      `/templates/modern-mining/${page_}`,
    );
  }
  const services = footer.getByRole("navigation", { name: "Services" });
  await expect(services.getByRole("link")).toHaveCount(6);
  await expect(services.getByRole("link", { name: "Fleet Electrification" })).toHaveAttribute(
    "href",
    "/templates/modern-mining/services#electrification",
  );
  await expect(footer.getByText("1974 Copper Ridge Road")).toBeVisible();
  await expect(footer.getByRole("link", { name: "(705) 555-0174" })).toHaveAttribute(
    "href",
    "tel:+17055550174",
  );
  await expect(footer.getByRole("link", { name: "info@sudburyminerals-demo.ca" })).toHaveAttribute(
    "href",
    "mailto:info@sudburyminerals-demo.ca",
  );
  for (const name of ["LinkedIn", "Facebook", "YouTube"]) {
    const link = footer.getByRole("link", { name: new RegExp(`^${name} \\(opens a new tab\\)$`) });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(
    footer.getByText("© 2024 Sudbury Minerals Limited. All rights reserved."),
  ).toBeVisible();
  await expect(
    footer.getByRole("link", { name: "A demo template by Nickel & Pine" }),
  ).toHaveAttribute("href", "/templates");
});

test("a footer service link opens the services page at that service", async ({ page }) => {
  await startWith(page);
  await page.goto("/templates/modern-mining/news");
  await page.getByRole("contentinfo").getByRole("link", { name: "Environment & Closure" }).click();
  await expect(page).toHaveURL(/\/templates\/modern-mining\/services#closure$/);
  await expect(
    page.getByRole("heading", { name: "Environment & Closure", level: 3 }),
  ).toBeInViewport();
});

const everyPage = [
  { path: "/templates/modern-mining", title: HOME_TITLE },
  ...MINING_PAGES.map(({ page, en, fr }) => ({
    path: `/templates/modern-mining/${page}`,
    title: { en, fr },
  })),
];

for (const { path, title } of everyPage) {
  for (const locale of ["en", "fr"] as const) {
    const url = locale === "fr" ? `/fr${path}` : path;
    test(
      `${url}: no accessibility or CSP violations, one H1, no outside requests`,
      { tag: "@responsive" },
      async ({ page, blockedRequests }) => {
        await startWith(page);
        await page.goto(url);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title[locale]);
        await scrollToBottom(page);
        expect(await axe(page)).toEqual([]);
        expect(await cspViolations(page)).toEqual([]);
        expect(blockedRequests).toEqual([]);
      },
    );
  }
}

for (const { page: slug, en } of MINING_PAGES) {
  test(
    `/${slug} in the mining context: no accessibility violations`,
    { tag: "@responsive" },
    async ({ page }) => {
      await startWith(page, { templateContext: "mining" });
      await page.goto(`/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(en);
      await scrollToBottom(page);
      expect(await axe(page)).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    },
  );
}
