/**
 * Smoke test of every prerendered page, in both languages, each loaded once and looked at
 * at 1280 px, then resized to 375 px and looked at again: status, one visible H1, the
 * document language, a footer, a sound layout at either width (nothing wider than the window,
 * no text cut off in a control, heading, label or select, no squeezed icon: layout.ts), and
 * the same layout checks at 320, 768, 1024 and 1440 px (issue 34); CSP in every
 * frame, no outside request and no page error, after scrolling to the bottom; no code of
 * another template site (page chunks carry their site's name, vite.config.ts); and axe
 * (WCAG 2 A/AA) at both widths on one page of each family (AXE_FAMILIES below). Fonts (issue 34,
 * point 3): no page downloads a face that none of its text is drawn in, and each site's pages
 * draw their headings and text in that site's own faces (SITE_FACES), which did load.
 *
 * What only reads the HTML the server sends runs without a browser, in tests/html: the
 * build's page list and each page's French twin, every chrome link leading to a page
 * (links.test.ts), French completeness, the SEO tags.
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
 * It runs in the desktop project only, and resizes the page itself: one load per page for
 * both widths (the mobile project would load every page a second time).
 */
import type { Page } from "@playwright/test";
import { axe, cspViolations, expect, networkQuiet, scrollToBottom, test } from "./fixtures";
import { edgeProblem, layoutProblems } from "./layout";
import { prerenderedPaths } from "./test-build";

const PATHS = prerenderedPaths();
/** The not-found page, prerendered at /404 and /fr/404 (app/prerender-paths.ts). */
const NOT_FOUND = new Set(["/404", "/fr/404"]);
const WIDTHS = { desktop: { width: 1280, height: 800 }, narrow: { width: 375, height: 812 } };
/** Widths where only the layout is checked: the narrowest phone, a tablet, a small laptop, a large screen. */
const LAYOUT_WIDTHS = [320, 768, 1024, 1440];

const languageOf = (path: string) => (path === "/fr" || path.startsWith("/fr/") ? "fr" : "en");
const bare = (path: string) => path.replace(/^\/fr(?=\/|$)/, "") || "/";

/**
 * The template site a page belongs to, where loading another site's code would
 * be a mistake: the mining site, the construction site (its two sets,
 * /construction, and the main pages, which show it when nothing is stored),
 * the barbershop (its one-page home and sub-pages), the robot preview or Snow Squatch.
 */
function ownSiteOf(
  path: string,
): "mining" | "construction" | "cut-district" | "robot" | "snow-squatch" | null {
  const page = bare(path);
  if (page.startsWith("/templates/modern-mining")) return "mining";
  if (page.startsWith("/templates/cut-district")) return "cut-district";
  if (page === "/templates/robot-template") return "robot";
  if (page === "/templates/snow-squatch") return "snow-squatch";
  if (/^\/(templates\/(premium|modern)-construction(\/|$)|construction$)/.test(page)) {
    return "construction";
  }
  if (/^\/(about|services|projects|news|contact)$/.test(page)) return "construction";
  return null;
}
const SITE_CHUNK = /^(mining|construction|cut-district|robot|snow-squatch)-/;

/**
 * The faces each site's headings and text are drawn in (app/assets/fonts/README.md); the
 * studio's headings keep Bricolage Grotesque over the system's text face.
 */
const SITE_FACES = {
  studio: { display: "Bricolage Grotesque", body: null },
  mining: { display: "Archivo", body: "IBM Plex Sans" },
  premium: { display: "Playfair Display", body: "Instrument Sans" },
  simple: { display: "Libre Franklin", body: "Libre Franklin" },
  "cut-district": { display: "Big Shoulders Display", body: "Manrope" },
  robot: { display: "Space Grotesk", body: "Geist" },
  "snow-squatch": { display: "Fredoka", body: "Nunito" },
} as const;

/**
 * Whose type a page wears: the construction site's two sets differ, and the main pages show
 * the premium set when nothing is stored (as here).
 */
function facesOf(path: string): keyof typeof SITE_FACES {
  const page = bare(path);
  if (page.startsWith("/templates/modern-construction")) return "simple";
  const own = ownSiteOf(path);
  if (own === "construction") return "premium";
  return own ?? "studio";
}

/**
 * Runs in the page: one line per font file the page downloaded (`fontUrls`, seen on the
 * network) whose family no rendered text is drawn in, by the first family of its element's
 * `font-family` (a browser fetches a face only for text that needs it, but a preload fetches
 * it regardless), and per loaded face of such a family.
 */
function unusedFonts(fontUrls: string[]): string[] {
  const first = (family: string) => (family.split(",")[0] ?? "").trim().replace(/^["']|["']$/g, "");
  const used = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !node.textContent!.trim() || !element.getClientRects().length) continue;
    used.add(first(getComputedStyle(element).fontFamily));
  }
  for (const field of document.querySelectorAll("input, textarea, select")) {
    if (field.getClientRects().length) used.add(first(getComputedStyle(field).fontFamily));
  }
  // Which family each font file is declared for, by the page's @font-face rules.
  const familyOf = new Map<string, string>();
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      const family = first(rule.style.getPropertyValue("font-family"));
      for (const [, url] of rule.style.getPropertyValue("src").matchAll(/url\(["']?([^"')]+)/g)) {
        familyOf.set(new URL(url!, sheet.href ?? location.href).href.split("#")[0]!, family);
      }
    }
  }
  const problems = fontUrls
    .map((url) => [url.split("/").pop(), familyOf.get(url) ?? "no @font-face rule"] as const)
    .filter(([, family]) => !used.has(family))
    .map(([file, family]) => `${file} (${family}) is downloaded, no text is drawn in it`);
  for (const face of document.fonts) {
    if (face.status === "loaded" && !face.family.endsWith(" Fallback") && !used.has(face.family)) {
      problems.push(`${face.family} ${face.weight} is loaded, no text is drawn in it`);
    }
  }
  return problems;
}

/**
 * Runs in the page: the first family of the H1 and of the site's text (its `.site-look`
 * wrapper's, or the body's), and the families whose faces loaded, which a browser loads only
 * for text drawn in them.
 */
function drawnFaces(): { display: string; body: string; loaded: string[] } {
  const first = (element: Element) =>
    (getComputedStyle(element).fontFamily.split(",")[0] ?? "").trim().replace(/^["']|["']$/g, "");
  const h1 = [...document.querySelectorAll("h1")].find((h) => h.getClientRects().length);
  const site = h1?.closest(".site-look") ?? document.body;
  return {
    display: h1 ? first(h1) : "no h1",
    body: first(site),
    loaded: [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family),
  };
}

/**
 * The family of a page, for the accessibility scan: pages of a family are drawn by the same
 * route module in the same look and chrome, so what axe finds on one (contrast, names,
 * landmarks, heading order) it finds on all. A page in French is its English page's layout
 * with other words (their length is what the width checks above catch, on every page).
 * - each studio page is its own family (home, process, portfolio, the gallery, the not-found
 *   page), but for /privacy and /terms: one module (routes/legal.tsx) draws both;
 * - each page of each template site is its own family (a mining, a construction, a Cut
 *   District page each have their own sections); the construction site's two sets wear the
 *   same pages in two looks (their colours differ), so each set is a family of its own;
 * - /construction is the premium construction set's home under a second address;
 * - the main pages (/about … /contact) show the premium construction set's pages, scanned
 *   there, in the main layout's chrome: one of them stands for that chrome.
 */
function familyOf(path: string): string {
  const page = bare(path);
  if (page === "/construction") return "/templates/premium-construction";
  if (page === "/terms") return "/privacy";
  if (/^\/(about|services|projects|news|contact)$/.test(page)) return "main pages";
  return page;
}

/**
 * The page of each family axe scans, at both widths: its first page in PATHS order, in
 * English for every other family and in French for the rest, so both languages' chrome
 * is scanned too.
 */
const AXE_FAMILIES = (() => {
  const scanned = new Map<string, string>();
  const families = [...new Set(PATHS.map(familyOf))];
  for (const [index, family] of families.entries()) {
    const lang = index % 2 === 0 ? "en" : "fr";
    const path =
      PATHS.find((p) => familyOf(p) === family && languageOf(p) === lang) ??
      PATHS.find((p) => familyOf(p) === family)!;
    scanned.set(path, family);
  }
  return scanned;
})();

/**
 * Resizes the window and lets the page answer it: media-query and resize listeners run, and
 * what they render commits, before the next frame's callbacks; a second frame lets what is
 * drawn then (a carousel measuring itself) settle too, for the checks that read what is shown.
 */
async function resize(page: Page, size: { width: number; height: number }, frames: 1 | 2 = 2) {
  await page.setViewportSize(size);
  await page.evaluate(
    (count) =>
      new Promise((done) =>
        requestAnimationFrame(() => (count === 1 ? done(0) : requestAnimationFrame(done))),
      ),
    frames,
  );
}

test.beforeEach(async ({ page }) => {
  // The first-visit overlay opens 2 s after load, in the middle of the checks; welcome.spec.ts covers it.
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
});

test("every family of pages has a page scanned by axe, in both languages overall", () => {
  const families = new Set(PATHS.map(familyOf));
  expect(new Set(AXE_FAMILIES.values())).toEqual(families);
  expect(new Set([...AXE_FAMILIES.keys()].map(languageOf))).toEqual(new Set(["en", "fr"]));
});

for (const path of PATHS) {
  const status = NOT_FOUND.has(path) ? 404 : 200;
  const lang = languageOf(path);
  const scan = AXE_FAMILIES.has(path) ? ", no axe violation (its family's page)" : "";

  test(`${path}: ${status}, lang ${lang}, one H1, a footer, a sound layout from 320 to 1440 px with one left edge${scan}, no CSP violation, no outside request, no page error`, async ({
    page,
    blockedRequests,
    pageErrors,
  }) => {
    const scripts: string[] = [];
    const fonts: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith(".js")) scripts.push(pathname.split("/").pop()!);
      if (request.resourceType() === "font") fonts.push(request.url().split("#")[0]!);
    });
    // The desktop project's window is 1280 px wide. Resolves once the app has hydrated: the main pages prerender two variants and hide one
    // with CSS until then.
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await scrollToBottom(page);
    await networkQuiet(page);

    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    // Every face has arrived (the page is quiet): none is there for nothing, and the page's
    // headings and text are in its site's own faces.
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(unusedFonts, fonts), "fonts downloaded for nothing").toEqual([]);
    const faces = facesOf(path);
    const { display, body } = SITE_FACES[faces];
    const drawn = await page.evaluate(drawnFaces);
    expect(drawn.display, `${faces}'s heading face`).toBe(display);
    if (body) expect(drawn.body, `${faces}'s text face`).toBe(body);
    const ownFaces = body ? [display, body] : [display];
    expect(drawn.loaded, `${faces}'s faces loaded`).toEqual(expect.arrayContaining(ownFaces));
    for (const [width, size] of Object.entries(WIDTHS)) {
      // Scrolled once: what shows on scrolling into view has shown by then.
      if (width !== "desktop") await resize(page, size);
      await expect(page.locator("h1"), width).toHaveCount(1);
      await expect(page.locator("h1"), width).toBeVisible();
      await expect(page.getByRole("contentinfo"), width).toBeVisible();
      expect(await layoutProblems(page), `layout at ${size.width} px`).toEqual([]);
      if (scan) expect(await axe(page), `axe at ${size.width} px`).toEqual([]);
    }
    for (const width of LAYOUT_WIDTHS) {
      await resize(page, { width, height: 800 }, 1);
      expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
      // Header, heading and footer share the site's container (the not-found page centres).
      if (!NOT_FOUND.has(path)) expect(await edgeProblem(page), `edges at ${width} px`).toBeNull();
    }
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
