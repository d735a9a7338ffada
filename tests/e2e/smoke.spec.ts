/**
 * Smoke test of every prerendered page, in both languages: status, one H1,
 * the document language, a footer, every same-origin link of its header,
 * navigation and footer leading to a page, nothing wider than the window, axe (WCAG 2 A/AA), CSP in every
 * frame, no outside request and no page error, after scrolling to the bottom;
 * and no code of another template site (page chunks carry their site's name,
 * vite.config.ts).
 *
 * The list of pages is read from the test build itself (every
 * `build-test/client/**\/index.html`; `__spa-fallback.html` is not a page), not
 * typed here nor re-derived from `app/routes.ts`. The build is what the
 * server serves and what these tests run against, and it already holds the
 * paths the route table cannot list by itself (the 404 pages and each
 * template's home, `app/prerender-paths.ts`). A new template
 * site's routes therefore join this test as soon as they are prerendered,
 * with nothing to update here. A missing or empty build fails loudly at
 * collection time instead of yielding zero tests.
 *
 * It runs once, in the desktop project (it carries no @responsive tag). The
 * site specs scan their own pages at 375 px (tests tagged @narrow).
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { axe, cspViolations, expect, scrollToBottom, test } from "./fixtures";
import { prerenderedPaths } from "./test-build";

const PATHS = prerenderedPaths();
/** The not-found page, prerendered at /404 and /fr/404 (app/prerender-paths.ts). */
const NOT_FOUND = new Set(["/404", "/fr/404"]);
/**
 * The template site a page belongs to, where loading another site's code would
 * be a mistake: the mining site, the construction site (its two sets,
 * /construction, and the main pages, which show it when nothing is stored),
 * the barbershop (its one-page home and sub-pages), the robot preview or Snow Squatch.
 */
function ownSiteOf(
  path: string,
): "mining" | "construction" | "cut-district" | "robot" | "snow-squatch" | null {
  const bare = path.replace(/^\/fr(?=\/|$)/, "");
  if (bare.startsWith("/templates/modern-mining")) return "mining";
  if (bare.startsWith("/templates/cut-district")) return "cut-district";
  if (bare === "/templates/robot-template") return "robot";
  if (bare === "/templates/snow-squatch") return "snow-squatch";
  if (/^\/(templates\/(premium|modern)-construction(\/|$)|construction$)/.test(bare)) {
    return "construction";
  }
  if (/^\/(about|services|projects|news|contact)$/.test(bare)) return "construction";
  return null;
}
const SITE_CHUNK = /^(mining|construction|cut-district|robot|snow-squatch)-/;

/** Same-origin paths of every link in the page's header, navigation and footer. */
const chromeLinks = (page: Page) =>
  page
    .locator("header a[href], nav a[href], footer a[href]")
    .evaluateAll((links) =>
      (links as HTMLAnchorElement[])
        .filter((link) => link.origin === location.origin)
        .map((link) => link.pathname),
    )
    .then((paths) => [...new Set(paths)]);

/** The status of each path already asked for by this worker: chrome links repeat from page to page. */
const statuses = new Map<string, Promise<number>>();
const statusOf = (request: APIRequestContext, path: string) => {
  if (!statuses.has(path))
    statuses.set(
      path,
      request.get(path).then((r) => r.status()),
    );
  return statuses.get(path)!;
};

const languageOf = (path: string) => (path === "/fr" || path.startsWith("/fr/") ? "fr" : "en");

test.beforeEach(async ({ page }) => {
  // The first-visit overlay opens 2 s after load, in the middle of the checks; welcome.spec.ts covers it.
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
});

test("the test build holds the studio's pages in both languages, each English page with its French twin", () => {
  // App modules import SVG posters, which this runner cannot load: the build itself is the list.
  expect(PATHS).toEqual(
    expect.arrayContaining(["/", "/fr", "/process", "/fr/construction", "/404"]),
  );
  const english = PATHS.filter((path) => languageOf(path) === "en");
  const twin = (path: string) => (path === "/" ? "/fr" : `/fr${path}`);
  expect(english.filter((path) => !PATHS.includes(twin(path)))).toEqual([]);
});

for (const path of PATHS) {
  const status = NOT_FOUND.has(path) ? 404 : 200;
  const lang = languageOf(path);

  test(`${path}: ${status}, lang ${lang}, one H1, a footer, its chrome links lead to pages, nothing too wide, no axe or CSP violation, no outside request, no page error`, async ({
    page,
    request,
    blockedRequests,
    pageErrors,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith(".js")) scripts.push(pathname.split("/").pop()!);
    });
    // Resolves once the app has hydrated: the main pages prerender two variants and hide one
    // with CSS until then.
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await scrollToBottom(page);
    await page.waitForLoadState("networkidle");

    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    const links = await chromeLinks(page);
    expect(links.length).toBeGreaterThan(2);
    // The not-found page's language switch leads to the not-found page in the other language.
    for (const link of links.filter((target) => !NOT_FOUND.has(target))) {
      expect(await statusOf(request, link), `${path} links to ${link}`).toBe(200);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "px wider than the window").toBe(0);
    expect(await axe(page)).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(blockedRequests).toEqual([]);
    expect(pageErrors.map((e) => e.message)).toEqual([]);
    const own = ownSiteOf(path);
    if (own) {
      const siteChunks = scripts.filter((name) => SITE_CHUNK.test(name));
      expect(siteChunks.filter((name) => !name.startsWith(`${own}-`))).toEqual([]);
      expect(siteChunks.length, `${own} chunks`).toBeGreaterThan(0);
    }
  });
}
