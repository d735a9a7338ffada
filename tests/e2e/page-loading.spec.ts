import { galleryCardsEn } from "../../app/gallery/content/gallery-cards.en";
import { commonEn } from "../../app/i18n/common.en";
import { snowSquatchGalleryEn } from "../../app/templates/snow-squatch/content/gallery.en";
import { snowSquatchEn as snowSquatchEnFirstScreen } from "../../app/templates/snow-squatch/content/home.en";
import { snowSquatchSectionsEn } from "../../app/templates/snow-squatch/content/home-sections.en";
import { fill } from "./copy";
import { expect, networkQuiet, scrollToBottom, test } from "./fixtures";

/** The page's copy: its first screen and its later sections. */
const snowSquatchEn = { ...snowSquatchEnFirstScreen, ...snowSquatchSectionsEn };

const snowTitle = snowSquatchGalleryEn.title;

/**
 * Chunks of the mining pages' route modules, named after each (app/templates/mining/routes): the
 * name, then the 8-character hash, so a chunk of a page's lazy parts (`mining-about-sections-…`)
 * is not one of them.
 */
const PAGE_CHUNK = /\/assets\/mining-(about|services|projects|news|contact)-[\w-]{8}\.js$/;

test("a page fetches another page's code only when the visitor points at its link", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    const name = PAGE_CHUNK.exec(new URL(request.url()).pathname)?.[1];
    if (name) fetched.push(name);
  });
  await page.goto("/templates/modern-mining/about");
  await networkQuiet(page);
  expect(fetched).toEqual(["about"]);

  const nav = page.getByRole("navigation").first();
  await nav.getByRole("link", { name: "News", exact: true }).hover();
  await expect.poll(() => fetched).toContain("news");
  expect(fetched).not.toContain("projects");
});

test("the quote form's code loads when a visitor reaches for a quote button, not before", async ({
  page,
}) => {
  const quoteModal = /\/assets\/QuoteModal-[\w-]+\.js$/;
  let fetched = 0;
  page.on("request", (request) => {
    if (quoteModal.test(new URL(request.url()).pathname)) fetched += 1;
  });
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
  await page.goto("/");
  await networkQuiet(page);
  expect(fetched).toBe(0);

  await page.getByRole("button", { name: "Get Started" }).first().focus();
  await expect.poll(() => fetched).toBe(1);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.getByRole("button", { name: "Get Started" }).first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test("a page paints before it fetches its code, then starts as usual", async ({ page }) => {
  const response = await page.goto("/templates/cut-district");
  expect(await response?.text()).not.toContain('<link rel="modulepreload"');
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const { firstPaint, scripts } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => entry.startTime),
  }));
  expect(scripts.length).toBeGreaterThan(3);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(firstPaint);
  // The modules still download side by side: the start-up preloads them all at once.
  await expect(page.locator('head link[rel="modulepreload"]').first()).toBeAttached();
});

test("lazy pages hydrate onto their prerendered HTML instead of drawing it again", async ({
  page,
}) => {
  // What the server sent, before any code runs: a landmark or heading that is gone after
  // start-up was thrown away and drawn again (React does so when a change reaches a part
  // of the page that has not hydrated yet).
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const marked = [...document.querySelectorAll("header, nav, main, section, footer, h1, h2")];
      Object.assign(window, { prerendered: marked });
    });
  });
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
  const redrawn = () =>
    page.evaluate(() =>
      (window as unknown as { prerendered: Element[] }).prerendered
        .filter((element) => !element.isConnected)
        .map((element) => `${element.tagName.toLowerCase()}#${element.id}`),
    );
  for (const path of [
    "/",
    "/templates",
    "/templates/cut-district",
    "/templates/snow-squatch",
    "/templates/premium-construction",
    "/templates/modern-mining/about",
    "/templates/modern-construction/services",
    "/templates/cut-district/portfolio",
    "/templates/premium-construction/news",
  ]) {
    await page.goto(path);
    await networkQuiet(page);
    expect(await redrawn(), path).toEqual([]);
    // The parts below the fold hydrate once their code arrives: in place too.
    await scrollToBottom(page);
    await networkQuiet(page);
    expect(await redrawn(), `${path}, scrolled`).toEqual([]);
  }
});

test("a link to a place on the page is the browser's own, and leaves the page's parts in place", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
  await page.goto("/");
  // Once the parts' code is there. A part still waiting for its code when the location
  // changes is drawn again by React, blank until its code arrives: a known gap (issue 33).
  await networkQuiet(page);
  const below = page.locator("main > section").last();
  await below.evaluate((element) => Object.assign(window, { below: element }));

  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/#main$/);
  expect(
    await page.evaluate(() => (window as unknown as { below: Element }).below.isConnected),
  ).toBe(true);
  // The next Tab starts from the content, as after any jump of the browser's.
  await page.keyboard.press("Tab");
  await expect(page.locator("main a, main button").first()).toBeFocused();
});

test("the studio footer's code loads once the page has hydrated, without the visitor nearing it", async ({
  page,
}) => {
  const footerChunk = /\/assets\/Footer-[\w-]+\.js$/;
  let fetched = 0;
  page.on("request", (request) => {
    if (footerChunk.test(new URL(request.url()).pathname)) fetched += 1;
  });
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
  await page.goto("/process");
  await expect.poll(() => fetched).toBe(1);
  const footer = page.getByRole("contentinfo");
  const served = await footer.elementHandle();
  // Hydrated in place: the footer's own button works, and the server's footer is still the one shown.
  await footer.getByRole("button", { name: "Admin" }).click();
  await expect(page.getByRole("dialog", { name: "Admin log-in" })).toBeVisible();
  expect(await served?.evaluate((element) => element.isConnected)).toBe(true);
});

test("a form whose code has not arrived waits for it: its button is busy, then the page sends it once, the typing kept", async ({
  page,
}) => {
  const copy = commonEn.footer.newsletter;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/Footer-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
  await page.goto("/process");
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") sent.push(request.method());
  });
  const form = page.getByRole("contentinfo").getByRole("form", { name: copy.title });
  const email = form.getByRole("textbox", { name: copy.label });
  const button = form.getByRole("button", { name: copy.button });
  await email.fill("reader@example.com");
  // Neither a click nor Enter sends it while its code is on its way.
  await expect(button).toBeDisabled();
  await email.press("Enter");
  await page.waitForTimeout(300);
  expect(sent).toEqual([]);

  release();
  await button.click();
  await expect(form.getByRole("status")).toHaveText(
    fill(copy.notice, { email: "hello@nickelandpine.ca" }),
  );
  expect(sent).toEqual([]);
  await expect(page).toHaveURL(/\/process$/);
  await expect(email).toHaveValue("reader@example.com");
});

test("a visit to a page whose code is slow to arrive says it is loading, then shows the page", async ({
  page,
}) => {
  await page.goto("/templates");
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/snow-squatch-home-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const loading = page.getByRole("status").filter({ hasText: commonEn.loading });
  await page
    .getByRole("link", { name: fill(galleryCardsEn.card.openLabel, { title: snowTitle }) })
    .click();
  // The gallery stays on screen, and after a moment the page says it is loading (a status
  // for screen readers, and a bar across the top of the window).
  await expect(loading).toHaveCount(1);
  await expect(page.getByRole("status").locator('[aria-hidden="true"]')).toBeVisible();
  await expect(page).toHaveURL(/\/templates$/);
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(snowSquatchEn.hero.title);
  await expect(loading).toHaveCount(0);
});
