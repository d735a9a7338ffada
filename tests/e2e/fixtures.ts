/**
 * Shared Playwright fixtures (SECURITY.md §4):
 * - every request to a host other than 127.0.0.1/localhost fails (the browser
 *   resolves no other host name: `--host-resolver-rules` in playwright.config.ts)
 *   and is recorded in `blockedRequests`; a test's own `page.route`/`context.route`
 *   answers before any name is resolved, so stubbing EmailJS etc. still works.
 *   WebSockets to other hosts are closed by a route and recorded too;
 * - uncaught page errors fail the test (`failOnPageError: false` to opt out);
 * - CSP `securitypolicyviolation` events are recorded (see `cspViolations`);
 * - `navigator.webdriver` reads false (`hideWebdriver: false` to opt out),
 *   because EmailJS's SDK answers 451 to headless browsers otherwise;
 * - endless decorative animations (the studio's aurora, the snowfall, a pulsing dot) are held
 *   on their first frame (`endlessAnimations: true` to let them run): see `holdEndlessAnimations`;
 * - `page.goto` and `page.reload` return once the app has hydrated (the root
 *   marks `<html data-hydrated>`), so a test's first click is never one the
 *   prerendered HTML swallows (`waitForHydration: false` to opt out);
 * - `axe(page)` runs axe-core with the WCAG 2 A/AA + best-practice rules;
 * - `networkQuiet(page)` waits until no request of the page or its frames is open.
 */
import { createRequire } from "node:module";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

export { expect };

export type CspViolation = {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  line: number;
  sample: string;
  documentURI: string;
};

export type AxeFinding = {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  targets: string[];
};

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
  }
}

type Options = {
  /** Fail the test when the page throws an uncaught error (default true). */
  failOnPageError: boolean;
  /** Make `navigator.webdriver` read false before any page script (default true). */
  hideWebdriver: boolean;
  /** `page.goto`/`page.reload` also wait for the app to hydrate (default true). */
  waitForHydration: boolean;
  /** Let animations that repeat forever run (default false: `holdEndlessAnimations`). */
  endlessAnimations: boolean;
};

type Fixtures = {
  /** URLs of requests to other hosts that were aborted. */
  blockedRequests: string[];
  /** Uncaught errors thrown in any page of the test's context. */
  pageErrors: Error[];
};

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** True for http(s)/ws(s) URLs whose host is not the loopback server. */
const isExternal = (url: URL) =>
  /^(https?|wss?):$/.test(url.protocol) && !LOCAL_HOSTS.has(url.hostname);

/** Runs in every frame before any of its scripts. */
function recordCspViolations() {
  const list: CspViolation[] = [];
  Object.defineProperty(window, "__cspViolations", { value: list, configurable: true });
  document.addEventListener(
    "securitypolicyviolation",
    (e) => {
      list.push({
        directive: e.effectiveDirective || e.violatedDirective,
        blockedURI: e.blockedURI,
        sourceFile: e.sourceFile,
        line: e.lineNumber,
        sample: e.sample,
        documentURI: e.documentURI,
      });
    },
    true,
  );
}

/**
 * Runs in every frame before any of its scripts: each CSS animation that repeats forever is
 * paused once it starts. With no GPU, Chromium composites every frame of the window in
 * software while one runs: a pulsing dot kept a core busy, half of the suite's CPU time, and
 * no test watches them move. Their styles stay as written (a test still reads their
 * `animation-name`); finite animations and transitions run as usual.
 */
function holdEndlessAnimations() {
  document.addEventListener(
    "animationstart",
    (event) => {
      if (!(event.target instanceof Element)) return;
      for (const animation of event.target.getAnimations()) {
        if (
          animation instanceof CSSAnimation &&
          animation.animationName === event.animationName &&
          animation.effect?.getTiming().iterations === Infinity
        ) {
          animation.pause();
        }
      }
    },
    true,
  );
}

function hideWebdriverFlag() {
  Object.defineProperty(Object.getPrototypeOf(navigator), "webdriver", {
    get: () => false,
    configurable: true,
  });
}

/**
 * Install the network block, CSP recorder and page-error collector on a
 * context. The `context` fixture does this for you; call it yourself for
 * contexts a test creates with `browser.newContext()`.
 */
async function guardContext(
  context: BrowserContext,
  {
    blockedRequests = [],
    pageErrors = [],
    hideWebdriver = true,
    endlessAnimations = false,
  }: {
    blockedRequests?: string[];
    pageErrors?: Error[];
    hideWebdriver?: boolean;
    endlessAnimations?: boolean;
  } = {},
) {
  // The browser resolves no other host (playwright.config.ts): such a request fails at once.
  // One a test routes and aborts itself fails otherwise, and is the test's business.
  context.on("requestfailed", (request) => {
    if (
      isExternal(new URL(request.url())) &&
      request.failure()?.errorText === "net::ERR_NAME_NOT_RESOLVED"
    ) {
      blockedRequests.push(request.url());
    }
  });
  // A WebSocket route costs nothing per request (unlike an HTTP one): registered first, so
  // any a test adds later takes precedence.
  await context.routeWebSocket(isExternal, (ws) => {
    blockedRequests.push(ws.url());
    void ws.close({ code: 1008, reason: "blocked by test fixture" });
  });
  if (hideWebdriver) await context.addInitScript(hideWebdriverFlag);
  await context.addInitScript(recordCspViolations);
  if (!endlessAnimations) await context.addInitScript(holdEndlessAnimations);
  context.on("weberror", (webError) => pageErrors.push(webError.error()));
  return { blockedRequests, pageErrors };
}

export const test = base.extend<Fixtures & Options>({
  failOnPageError: [true, { option: true }],
  hideWebdriver: [true, { option: true }],
  endlessAnimations: [false, { option: true }],
  waitForHydration: [true, { option: true }],

  blockedRequests: async ({}, use) => {
    await use([]);
  },

  pageErrors: async ({}, use) => {
    await use([]);
  },

  page: async ({ page, waitForHydration }, use) => {
    trackTraffic(page);
    if (waitForHydration) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        if (response?.headers()["content-type"]?.startsWith("text/html")) await hydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        if (response?.headers()["content-type"]?.startsWith("text/html")) await hydrated(page);
        return response;
      };
    }
    await use(page);
    // Closing the page first lets Chromium tear its renderer down on its own time: a context
    // closed with the page still open waits for that, about 0.3 s per test on this machine.
    await page.close();
  },

  context: async (
    { context, blockedRequests, pageErrors, hideWebdriver, endlessAnimations, failOnPageError },
    use,
    testInfo,
  ) => {
    await guardContext(context, { blockedRequests, pageErrors, hideWebdriver, endlessAnimations });
    await use(context);
    if (blockedRequests.length) {
      await testInfo.attach("blocked-requests", {
        body: blockedRequests.join("\n"),
        contentType: "text/plain",
      });
    }
    if (failOnPageError && pageErrors.length > 0) {
      const list = pageErrors.map((e) => `- ${e.stack ?? `${e.name}: ${e.message}`}`).join("\n");
      throw new Error(`${pageErrors.length} uncaught page error(s):\n${list}`);
    }
  },
});

/** Requests of a test's page (its frames included) still open, and when one last started or ended. */
const traffic = new WeakMap<Page, { open: number; lastChange: number }>();

function trackTraffic(page: Page) {
  const state = { open: 0, lastChange: Date.now() };
  traffic.set(page, state);
  page.on("request", () => {
    state.open += 1;
    state.lastChange = Date.now();
  });
  const ended = () => {
    state.open -= 1;
    state.lastChange = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
}

/**
 * Resolves once no request of the test's page (its frames included) has been open for
 * `quietMs`: the code of its lazy parts and its images have arrived. Playwright's
 * "networkidle" waits a fixed half second, and never comes on a page that holds the
 * gallery's preview frame, though nothing is left open there.
 */
export async function networkQuiet(page: Page, { quietMs = 200, timeout = 15_000 } = {}) {
  const state = traffic.get(page);
  if (!state) throw new Error("networkQuiet: only the test's own `page` is tracked");
  await expect
    .poll(() => state.open === 0 && Date.now() - state.lastChange >= quietMs, {
      intervals: [50],
      timeout,
    })
    .toBe(true);
}

/** Resolves once the page's app has hydrated; a page that navigates away meanwhile counts as done. */
async function hydrated(page: Page) {
  await page
    .waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
      timeout: 15_000,
    })
    .catch((error: unknown) => {
      if (!/context was destroyed|navigation/i.test(String(error))) throw error;
    });
}

/** CSP violations recorded so far in every frame of the page. */
export async function cspViolations(page: Page): Promise<CspViolation[]> {
  const all: CspViolation[] = [];
  for (const frame of page.frames()) {
    try {
      all.push(...(await frame.evaluate(() => window.__cspViolations ?? [])));
    } catch {
      // a frame that navigated away or was detached meanwhile
    }
  }
  return all;
}

const AXE_PATH = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
/**
 * Same-origin URL the axe source is served from by a page route. An inline
 * `addScriptTag({ path })` would be refused by our own CSP (no
 * 'unsafe-inline'), while a same-origin script URL is allowed by 'self'.
 */
const AXE_URL_PATH = "/__e2e__/axe.min.js";
const axeRouted = new WeakSet<Page>();

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] as const;

export type AxeOptions = {
  /** CSS selector(s) to limit the scan to. */
  include?: string | string[];
  /** CSS selector(s) to leave out of the scan. */
  exclude?: string | string[];
  /** Rule ids to switch off (say why in the test). */
  disableRules?: string[];
  /** Tags to run instead of AXE_TAGS. */
  tags?: string[];
};

/**
 * Run axe-core on the page's current DOM and return its violations in a
 * compact, readable form: `expect(await axe(page)).toEqual([])`.
 */
export async function axe(page: Page, options: AxeOptions = {}): Promise<AxeFinding[]> {
  if (!axeRouted.has(page)) {
    await page.route(`**${AXE_URL_PATH}`, (route) =>
      route.fulfill({ path: AXE_PATH, contentType: "text/javascript; charset=utf-8" }),
    );
    axeRouted.add(page);
  }
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) {
    const origin = new URL(page.url()).origin;
    await page.addScriptTag({ url: `${origin}${AXE_URL_PATH}` });
  }

  // Colours read mid-transition (a button turning enabled, a dialog fading in) are not the ones
  // a person ends up seeing: let finite animations and transitions finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

  const list = (v?: string | string[]) => (v === undefined ? undefined : [v].flat());
  const results = await page.evaluate(
    async ({ include, exclude, disableRules, tags }) => {
      const axeCore = (window as unknown as { axe: typeof import("axe-core") }).axe;
      const context: import("axe-core").ElementContext = include
        ? { include, exclude: exclude ?? [] }
        : { exclude: exclude ?? [] };
      const res = await axeCore.run(context, {
        runOnly: { type: "tag", values: tags },
        rules: Object.fromEntries(disableRules.map((id) => [id, { enabled: false }])),
        resultTypes: ["violations"],
      });
      return res.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        helpUrl: v.helpUrl,
        targets: v.nodes.map((n) => n.target.map(String).join(" >>> ")),
      }));
    },
    {
      include: list(options.include),
      exclude: list(options.exclude),
      disableRules: options.disableRules ?? [],
      tags: options.tags ?? [...AXE_TAGS],
    },
  );
  return results;
}

/**
 * Scrolls to the bottom a window's height at a time, two frames at each stop, so every part of
 * the page has been in view for a rendering step: what shows on scrolling into view (an
 * IntersectionObserver's reveal) has been told to show.
 */
export async function scrollToBottom(page: Page) {
  await page.evaluate(async () => {
    // Two frames, or a quarter second if the browser holds frames back (it once stalled a
    // whole test here until its timeout).
    const frames = () =>
      new Promise((done) => {
        requestAnimationFrame(() => requestAnimationFrame(done));
        setTimeout(done, 250);
      });
    const to = (top: number) => window.scrollTo({ top, behavior: "instant" });
    const step = Math.max(200, window.innerHeight - 100);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      to(y);
      await frames();
    }
    to(document.documentElement.scrollHeight);
    await frames();
  });
}

/**
 * After the browser followed a link to the element with this id: keyboard focus starts there,
 * so the next Tab lands on the first control at or after it (the browser moves its sequential
 * focus starting point to the target; nothing has to focus it).
 */
export async function expectTabStartsAt(page: Page, id: string) {
  await page.keyboard.press("Tab");
  const where = await page.evaluate((target) => {
    const place = document.getElementById(target)!;
    const focused = document.activeElement!;
    const position = place.compareDocumentPosition(focused);
    return position & Node.DOCUMENT_POSITION_CONTAINED_BY
      ? "inside"
      : position & Node.DOCUMENT_POSITION_FOLLOWING
        ? "after"
        : "before";
  }, id);
  expect(where).not.toBe("before");
}
