import { constructionAboutEn } from "../../app/templates/construction/content/about.en";
import { constructionAboutFr } from "../../app/templates/construction/content/about.fr";
import { expect, test } from "./fixtures";
import { templateUiEn } from "../../app/templates/shared/content/ui.en";
import { templateUiFr } from "../../app/templates/shared/content/ui.fr";
import { isMobile, openMenu, startWith } from "./mining-helpers";

/** The mining template's navigation (SPEC §2.5) and its logo fallbacks (SPEC §4). */

test(
  "a template path gets the template navigation: logo, phone, e-mail, links and View Templates",
  { tag: "@responsive" },
  async ({ page }) => {
    await startWith(page);
    await page.goto("/templates/modern-mining/about");
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("link", { name: "Sudbury Minerals, home page" })).toHaveAttribute(
      "href",
      "/templates/modern-mining",
    );
    const contact = bar.getByRole("group", { name: "Contact details" });
    await expect(contact.getByRole("link", { name: "(705) 555-0174" })).toHaveAttribute(
      "href",
      "tel:+17055550174",
    );
    await expect(
      contact.getByRole("link", { name: /E-mail us|info@sudburyminerals-demo\.ca/ }),
    ).toHaveAttribute("href", "mailto:info@sudburyminerals-demo.ca");
    await expect(bar.getByRole("link", { name: "Get Quote" })).toHaveCount(0);

    await openMenu(page);
    const expected: [string, string][] = [
      ["Home", "/templates"],
      ["About", "/templates/modern-mining/about"],
      ["Services", "/templates/modern-mining/services"],
      ["Projects", "/templates/modern-mining/projects"],
      ["News", "/templates/modern-mining/news"],
      ["Contact", "/templates/modern-mining/contact"],
    ];
    for (const [name, href] of expected) {
      await expect(bar.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(bar.getByRole("link", { name: "About", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(bar.getByRole("link", { name: "View Templates" })).toHaveAttribute(
      "href",
      "/templates",
    );
    await expect(bar.getByRole("link", { name: /^FR/ })).toHaveAttribute(
      "href",
      "/fr/templates/modern-mining/about",
    );
  },
);

test(
  "in French the navigation speaks French and links to French pages",
  { tag: "@responsive" },
  async ({ page }) => {
    await startWith(page);
    await page.goto("/fr/templates/modern-mining/services");
    const bar = page.getByRole("banner");
    await openMenu(page);
    for (const [name, href] of [
      ["Accueil", "/fr/templates"],
      ["À propos", "/fr/templates/modern-mining/about"],
      ["Projets", "/fr/templates/modern-mining/projects"],
      ["Nouvelles", "/fr/templates/modern-mining/news"],
      ["Nous joindre", "/fr/templates/modern-mining/contact"],
    ]) {
      await expect(bar.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
    await expect(bar.getByRole("link", { name: "Voir les modèles" })).toHaveAttribute(
      "href",
      "/fr/templates",
    );
    await bar.getByRole("link", { name: /^EN/ }).click();
    await expect(page).toHaveURL(/\/templates\/modern-mining\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "From the first drill hole to the last tree planted",
    );
  },
);

test(
  "a main page in the mining context gets the template navigation, linking to main pages",
  { tag: "@responsive" },
  async ({ page }) => {
    await startWith(page, { templateContext: "mining", theme: "premium" });
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "From the first drill hole to the last tree planted",
    );
    const bar = page.getByRole("banner");
    await expect(bar).toHaveCount(1);
    await expect(bar.getByRole("link", { name: "(705) 555-0174" })).toBeVisible();
    await openMenu(page);
    await expect(bar.getByRole("link", { name: "View Templates" })).toHaveAttribute(
      "href",
      "/templates",
    );
    await expect(bar.getByRole("link", { name: "Projects", exact: true })).toHaveAttribute(
      "href",
      "/projects",
    );
    await expect(bar.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "href",
      "/templates",
    );
  },
);

test(
  "the simple mining context alone also gets the template navigation",
  { tag: "@responsive" },
  async ({ page }) => {
    await startWith(page, { miningContext: "simple", theme: "simple" });
    await page.goto("/news");
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("link", { name: "Sudbury Minerals, home page" })).toBeVisible();
    await openMenu(page);
    await expect(bar.getByRole("link", { name: "View Templates" })).toBeVisible();
  },
);

test(
  "a stored simple theme without a template context: mining page, studio navigation with Get Quote",
  { tag: "@responsive" },
  async ({ page }) => {
    await startWith(page, { theme: "simple" });
    await page.goto("/projects");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Work that goes deep, and lasts",
    );
    const bar = page.getByRole("banner");
    await expect(bar).toHaveCount(1);
    await expect(bar.getByRole("link", { name: "Nickel & Pine, home page" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(bar.getByRole("link", { name: "(705) 555-0174" })).toHaveCount(0);
    await openMenu(page);
    await expect(bar.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "/contact");
    await expect(bar.getByRole("link", { name: "View Templates" })).toHaveCount(0);
    // The footer is still the mining company's.
    await expect(page.getByRole("contentinfo").getByText("Sudbury Minerals Limited")).toBeVisible();
  },
);

test(
  "the premium theme gives the construction variant",
  { tag: "@responsive" },
  async ({ page }) => {
    await startWith(page);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      constructionAboutEn.hero.title,
    );
    await expect(
      page.getByRole("heading", { name: "Fifty years underground, and still learning" }),
    ).toHaveCount(0);
    const bar = page.getByRole("banner");
    await expect(bar.getByRole("link", { name: "Nickel & Pine, home page" })).toBeVisible();
    await openMenu(page);
    await expect(bar.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "/contact");
  },
);

test(
  "the construction context: construction logo placeholder, template navigation; premium context sends Home to /construction",
  { tag: "@responsive" },
  async ({ page }) => {
    await startWith(page, { templateContext: "construction", constructionContext: "premium" });
    await page.goto("/contact");
    const bar = page.getByRole("banner");
    await expect(
      bar.getByRole("link", { name: "Northline Construction, home page" }),
    ).toHaveAttribute("href", "/construction");
    await expect(bar.getByTestId("logo-placeholder")).toHaveText("NC");
    await openMenu(page);
    await expect(bar.getByRole("link", { name: "Home", exact: true })).toHaveAttribute(
      "href",
      "/construction",
    );
    await expect(bar.getByRole("link", { name: "View Templates" })).toBeVisible();
  },
);

test(
  "Home goes to /construction in the premium construction context, even on a mining page",
  { tag: "@responsive" },
  async ({ page }) => {
    await startWith(page, { constructionContext: "premium" });
    await page.goto("/templates/modern-mining/news");
    await openMenu(page);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Home", exact: true }),
    ).toHaveAttribute("href", "/construction");
  },
);

test.describe("before hydration", () => {
  // Refused modules make React Router's loader reject; that is the point here.
  test.use({ failOnPageError: false, waitForHydration: false });

  test("the prerendered page shows the right variant and navigation before any script module runs", async ({
    page,
  }) => {
    await startWith(page, { templateContext: "mining" });
    // Only the inline pre-paint scripts run: every module is refused.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Fifty years underground, and still learning",
    );
    await expect(page.getByRole("heading", { name: constructionAboutEn.hero.title })).toBeHidden();
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Sudbury Minerals, home page" }),
    ).toBeVisible();
  });

  test("without storage the prerendered page shows the construction variant and the studio navigation", async ({
    page,
  }) => {
    await startWith(page);
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/fr/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      constructionAboutFr.hero.title,
    );
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Nickel & Pine, page d'accueil" }),
    ).toBeVisible();
  });

  test("no id stands twice while both variants are in the page, so every logo's gradient paints", async ({
    page,
  }) => {
    await startWith(page);
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/about");
    const repeated = await page.evaluate(() => {
      const counts = new Map<string, number>();
      for (const { id } of document.querySelectorAll("[id]"))
        counts.set(id, (counts.get(id) ?? 0) + 1);
      return [...counts].filter(([, n]) => n > 1).map(([id]) => id);
    });
    expect(repeated).toEqual([]);
  });
});

test("the navigation is tinted only after scrolling past 20 px", async ({ page }) => {
  await startWith(page);
  await page.goto("/templates/modern-mining/projects");
  const bar = page.getByRole("banner");
  const background = () => bar.evaluate((el) => getComputedStyle(el).backgroundColor);
  await expect(bar).toHaveAttribute("data-tinted", "false");
  expect(await background()).toBe("rgba(0, 0, 0, 0)");
  // Scroll to 20 px and wait until the page has handled that scroll (one task and a frame later).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener("scroll", () => requestAnimationFrame(() => setTimeout(resolve)), {
          once: true,
        });
        window.scrollTo(0, 20);
      }),
  );
  await expect(bar).toHaveAttribute("data-tinted", "false");
  await page.evaluate(() => window.scrollTo(0, 21));
  await expect(bar).toHaveAttribute("data-tinted", "true");
  await expect.poll(background).not.toBe("rgba(0, 0, 0, 0)");
});

test(
  "the menu: links in the bar from 1280 px; below, a menu that closes on Escape and on link tap",
  { tag: "@responsive" },
  async ({ page }) => {
    await startWith(page);
    await page.goto("/templates/modern-mining/about");
    const bar = page.getByRole("banner");
    if (!isMobile(page)) {
      await expect(bar.getByRole("button", { name: "Open menu" })).toBeHidden();
      await expect(bar.getByRole("link", { name: "Projects", exact: true })).toBeVisible();
      return;
    }
    await expect(bar.getByRole("link", { name: "Projects", exact: true })).toBeHidden();
    const toggle = bar.getByRole("button", { name: "Open menu" });
    await toggle.click();
    await expect(bar.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await page.keyboard.press("Escape");
    await expect(bar.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect(bar.getByRole("link", { name: "Projects", exact: true })).toBeHidden();

    await bar.getByRole("button", { name: "Open menu" }).click();
    await bar.getByRole("link", { name: "Projects", exact: true }).click();
    await expect(page).toHaveURL(/\/templates\/modern-mining\/projects$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Work that goes deep, and lasts",
    );
    await expect(bar.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(bar.getByRole("link", { name: "Projects", exact: true })).toBeHidden();
  },
);

test("logo: the png by default", async ({ page }) => {
  await startWith(page);
  await page.goto("/templates/modern-mining/contact");
  const logo = page.getByRole("banner").locator("img[data-logo]");
  await expect(logo).toHaveAttribute("data-logo", "png");
  await expect(logo).toHaveAttribute("src", /logo-.*\.png$/);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("logo: a failed png falls back to the svg", async ({ page }) => {
  await startWith(page);
  await page.route(/logo-[^/]*\.png$/, (route) => route.abort());
  await page.goto("/templates/modern-mining/contact");
  const logo = page.getByRole("banner").locator("img[data-logo]");
  await expect(logo).toHaveAttribute("data-logo", "svg");
  await expect(logo).toHaveAttribute("src", /logo-.*\.svg$/);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test("logo: when both images fail, the generated SM placeholder", async ({ page }) => {
  await startWith(page);
  await page.route(/logo-[^/]*\.(png|svg)$/, (route) => route.abort());
  await page.goto("/templates/modern-mining/contact");
  const bar = page.getByRole("banner");
  await expect(bar.getByTestId("logo-placeholder")).toHaveText("SM");
  await expect(bar.getByTestId("logo-placeholder")).toBeVisible();
  await expect(bar.locator("img[data-logo]")).toHaveCount(0);
});

test.describe("the navigation's breakpoint: the full row where it fits in both languages (1280 px)", () => {
  // Sets its own widths, so it runs once.

  const LINKS = {
    en: Object.values(templateUiEn.nav.links),
    fr: Object.values(templateUiFr.nav.links),
  };
  for (const locale of ["en", "fr"] as const) {
    test(`${locale}: the full link row from 1280 px, on one line; below, the menu button, with the call to action beside it from 768 px`, async ({
      page,
    }) => {
      await startWith(page);
      const prefix = locale === "fr" ? "/fr" : "";
      const menu = (locale === "fr" ? templateUiFr : templateUiEn).nav.openMenu;
      const bar = page.getByRole("banner");
      const cta = bar.getByRole("link", {
        name: (locale === "fr" ? templateUiFr : templateUiEn).nav.viewTemplates,
      });
      await page.setViewportSize({ width: 767, height: 800 });
      await page.goto(`${prefix}/templates/modern-mining/about`);
      await expect(bar.getByRole("button", { name: menu })).toBeVisible();
      await expect(bar.getByRole("link", { name: LINKS[locale][3], exact: true })).toBeHidden();
      await expect(cta).toBeHidden();
      for (const width of [768, 1024, 1279]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(bar.getByRole("button", { name: menu })).toBeVisible();
        await expect(bar.getByRole("link", { name: LINKS[locale][3], exact: true })).toBeHidden();
        await expect(cta, `the call to action at ${width}px`).toBeInViewport();
        // The actions sit at the end of the row, beside the menu button, not in its middle.
        const ctaBox = (await cta.boundingBox())!;
        const menuBox = (await bar.getByRole("button", { name: menu }).boundingBox())!;
        expect(menuBox.x - (ctaBox.x + ctaBox.width), `beside the menu at ${width}px`).toBeLessThan(
          24,
        );
      }

      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(bar.getByRole("button", { name: menu })).toBeHidden();
        const row = await Promise.all(
          LINKS[locale].map(async (name) => {
            const link = bar.getByRole("link", { name, exact: true });
            await expect(link, `${name} at ${width}px`).toBeVisible();
            return (await link.boundingBox())!;
          }),
        );
        // One row, each label on one line, all inside the window, nothing scrolls sideways.
        const tops = new Set(row.map((box) => Math.round(box.y)));
        expect(tops.size, `one row at ${width}px`).toBe(1);
        for (const box of row) {
          expect(box.height, `one line at ${width}px`).toBeLessThanOrEqual(44);
          expect(box.x + box.width, `inside at ${width}px`).toBeLessThanOrEqual(width);
        }
        await expect(cta).toBeVisible();
        const ctaBox = (await cta.boundingBox())!;
        expect(ctaBox.x + ctaBox.width).toBeLessThanOrEqual(width);
        expect(ctaBox.height).toBeLessThanOrEqual(48);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      }
    });
  }
});
