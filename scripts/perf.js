// `npm run perf`: Lighthouse 12 (default mobile config) on every prerendered route of the
// build (scripts/perf-routes.js), served by the production server from build/client.
// Fails (exit 1) when a budget is missed; JSON reports go to perf-report/.
//
//   node scripts/perf.js            build if build/client is missing, then audit
//   node scripts/perf.js --build    always rebuild first
//   node scripts/perf.js --runs=5   Lighthouse runs per route (default 3; the median counts)
//   node scripts/perf.js --route=/templates --route=/fr   only these routes
//   node scripts/perf.js --js-only  first-load JS of every route only (no browser, seconds)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createApp, inlineScripts } from "../server/app.js";
import { chromiumPath } from "./check-chromium.js";
import { ensureBuild } from "./ensure-build.js";
import { NOT_FOUND_ROUTES, perfRoutes } from "./perf-routes.js";

const ROOT = resolve(import.meta.dirname, "..");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const CLIENT = resolve(ROOT, BUILD_DIR, "client");
const REPORT_DIR = join(ROOT, "perf-report");
const RUNS = Math.max(
  1,
  Number(process.argv.find((a) => a.startsWith("--runs="))?.slice("--runs=".length) ?? 3) || 3,
);

const ONLY = process.argv
  .filter((a) => a.startsWith("--route="))
  .map((a) => a.slice("--route=".length));

/** The routes to audit, once the build is there: every prerendered page, or those of --route. */
function routesToAudit() {
  const all = perfRoutes(CLIENT);
  const unknown = ONLY.filter((route) => !all.includes(route));
  if (unknown.length) {
    console.error(`Not a prerendered page of ${BUILD_DIR}/client: ${unknown.join(", ")}`);
    process.exit(1);
  }
  return ONLY.length ? all.filter((route) => ONLY.includes(route)) : all;
}

/** What every route is held to, on Lighthouse's mobile preset (issue 33's figures). */
const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.02,
  lcpMs: 1800,
  tbtMs: 150,
  firstLoadJsGzipBytes: 130 * 1024,
  totalJsGzipBytes: 150 * 1024,
};

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** @param {string} route */
const htmlFileFor = (route) => {
  const rel = route.replace(/^\/+|\/+$/g, "");
  return join(CLIENT, rel, "index.html");
};

/**
 * True when the route's page asks search engines not to index it (the demo template sites).
 * @param {string} route
 */
const isNoindex = (route) =>
  /<meta name="robots" content="noindex"\/?>/.test(readFileSync(htmlFileFor(route), "utf8"));

/** @param {string} route */
const reportName = (route) =>
  route === "/" ? "home" : route.replace(/^\/+|\/+$/g, "").replace(/[^a-z0-9]+/gi, "-");

/**
 * Same-origin JS module URLs a prerendered page loads up front:
 * <script src>, <link rel="modulepreload"> and every module path named inside inline
 * scripts (React Router's imports, and the modules the start-up preloads after the first paint).
 * @param {string} html
 * @returns {string[]}
 */
function firstLoadScripts(html) {
  const text = html.replace(/<!--[\s\S]*?-->/g, "");
  /** @type {Set<string>} */
  const urls = new Set();
  const attr = (/** @type {string} */ tag, /** @type {string} */ name) =>
    tag
      .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"))
      ?.slice(1)
      .find(Boolean);

  for (const [tag] of text.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, "src");
    if (src) urls.add(src);
  }
  for (const [tag] of text.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attr(tag, "href");
    if (href && rel.includes("modulepreload")) urls.add(href);
  }
  // Inline scripts name modules in import()s, static imports and, since the start-up waits for
  // the first paint (app/lib/paint-first.ts), in the list of modules it preloads then.
  for (const script of inlineScripts(text)) {
    for (const m of script.matchAll(/(["'])(\/[^"'\s]+\.m?js)\1/g)) urls.add(m[2] ?? "");
  }
  return [...urls].filter(
    (u) => u.startsWith("/") && !u.startsWith("//") && /\.m?js(\?|$)/.test(u),
  );
}

/**
 * @param {string} route
 * @returns {{ bytes: number, files: { url: string, gzip: number }[] }}
 */
function firstLoadJs(route) {
  const html = readFileSync(htmlFileFor(route), "utf8");
  const files = firstLoadScripts(html).map((url) => {
    const file = join(CLIENT, decodeURIComponent(url.split("?")[0] ?? ""));
    if (!file.startsWith(CLIENT + "/") || !existsSync(file)) {
      throw new Error(`${route}: script ${url} is not in ${CLIENT}`);
    }
    return { url, gzip: gzipSync(readFileSync(file), { level: 9 }).byteLength };
  });
  return { bytes: files.reduce((sum, f) => sum + f.gzip, 0), files };
}

/**
 * Every same-origin script the page downloaded while Lighthouse watched it
 * (first load, lazy chunks and idle-time preloads), gzip-sized like first-load JS.
 * @param {import("lighthouse").Result} lhr
 */
function totalJs(lhr) {
  const details = /** @type {{ items?: { url: string, resourceType?: string }[] } | undefined} */ (
    lhr.audits["network-requests"]?.details
  );
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const paths = new Set(
    (details?.items ?? [])
      .filter((item) => item.resourceType === "Script" && item.url.startsWith(origin))
      .map((item) => new URL(item.url).pathname),
  );
  let bytes = 0;
  for (const path of paths) {
    const file = join(CLIENT, decodeURIComponent(path));
    if (file.startsWith(CLIENT + "/") && existsSync(file)) {
      bytes += gzipSync(readFileSync(file), { level: 9 }).byteLength;
    }
  }
  return { bytes, files: paths.size };
}

/** @returns {Promise<{ url: string, close: () => Promise<void> }>} */
function startServer() {
  const app = createApp({ root: CLIENT });
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
      resolvePromise({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise((done) => {
            if ("closeAllConnections" in server) server.closeAllConnections();
            server.close(() => done(undefined));
          }),
      });
    });
    server.on("error", reject);
  });
}

/** @param {number | null | undefined} score */
const pct = (score) => (typeof score === "number" ? Math.round(score * 100) : NaN);

/**
 * @typedef {object} RouteResult
 * @property {string} route
 * @property {number} performance
 * @property {number} accessibility
 * @property {number} bestPractices
 * @property {number} seo
 * @property {number} lcpMs
 * @property {number} tbtMs
 * @property {number} cls
 * @property {number} jsGzip
 * @property {number} totalJsGzip all JS the page downloaded (gzip), idle-time preloads included
 * @property {string[]} failures
 */

/**
 * @param {import("lighthouse").Result} lhr
 * @param {string} route
 * @param {number} jsGzip
 * @returns {RouteResult}
 */
function summarise(lhr, route, jsGzip) {
  const c = lhr.categories;
  const a = lhr.audits;
  const num = (/** @type {string} */ id) => a[id]?.numericValue ?? NaN;
  /** @type {RouteResult} */
  const r = {
    route,
    performance: pct(c.performance?.score),
    accessibility: pct(c.accessibility?.score),
    bestPractices: pct(c["best-practices"]?.score),
    seo: pct(c.seo?.score),
    lcpMs: Math.round(num("largest-contentful-paint")),
    tbtMs: Math.round(num("total-blocking-time")),
    cls: Math.round(num("cumulative-layout-shift") * 1000) / 1000,
    jsGzip,
    totalJsGzip: totalJs(lhr).bytes,
    failures: [],
  };
  const f = r.failures;
  const under = (/** @type {number} */ v, /** @type {number} */ min) => !(v >= min);
  if (under(r.performance, BUDGET.performance))
    f.push(`Performance ${r.performance} < ${BUDGET.performance}`);
  if (under(r.accessibility, BUDGET.accessibility))
    f.push(`Accessibility ${r.accessibility} < ${BUDGET.accessibility}`);
  if (under(r.bestPractices, BUDGET.bestPractices) && !onlyOwn404Logged(lhr, route))
    f.push(`Best Practices ${r.bestPractices} < ${BUDGET.bestPractices}`);
  if (isNoindex(route)) {
    // A demo template page and the not-found page say noindex on purpose (app/lib/page-meta.ts),
    // which Lighthouse's "is-crawlable" audit marks down, as "http-status-code" marks down the
    // not-found page's 404: every other SEO audit must still pass.
    const expected = NOT_FOUND_ROUTES.includes(route)
      ? ["is-crawlable ", "http-status-code "]
      : ["is-crawlable "];
    const failing = failingAudits(lhr, "seo").filter(
      (audit) => !expected.some((id) => audit.startsWith(id)),
    );
    if (failing.length) f.push(`SEO audits failing on a noindex page: ${failing.join("; ")}`);
  } else if (under(r.seo, BUDGET.seo)) f.push(`SEO ${r.seo} < ${BUDGET.seo}`);
  if (over(r.cls, BUDGET.cls)) f.push(`CLS ${r.cls} > ${BUDGET.cls}`);
  if (over(r.lcpMs, BUDGET.lcpMs)) f.push(`LCP ${r.lcpMs} ms > ${BUDGET.lcpMs} ms`);
  if (over(r.tbtMs, BUDGET.tbtMs)) f.push(`TBT ${r.tbtMs} ms > ${BUDGET.tbtMs} ms`);
  if (over(jsGzip, BUDGET.firstLoadJsGzipBytes)) {
    f.push(`first-load JS ${kb(jsGzip)} > ${kb(BUDGET.firstLoadJsGzipBytes)} gzip`);
  }
  if (over(r.totalJsGzip, BUDGET.totalJsGzipBytes)) {
    f.push(`all JS downloaded ${kb(r.totalJsGzip)} > ${kb(BUDGET.totalJsGzipBytes)} gzip`);
  }
  return r;
}

/**
 * True for a not-found page whose only Best Practices finding is the browser logging the
 * page's own 404 status, which is what the page is for.
 * @param {import("lighthouse").Result} lhr
 * @param {string} route
 */
function onlyOwn404Logged(lhr, route) {
  if (!NOT_FOUND_ROUTES.includes(route)) return false;
  const failing = failingAudits(lhr, "best-practices");
  const logged =
    /** @type {{ items?: { source?: string, sourceLocation?: { url?: string } }[] }} */ (
      lhr.audits["errors-in-console"]?.details
    )?.items;
  return (
    failing.length === 1 &&
    failing[0]?.startsWith("errors-in-console ") === true &&
    (logged ?? []).every(
      (item) => item.source === "network" && item.sourceLocation?.url === lhr.finalDisplayedUrl,
    )
  );
}

/** NaN counts as over. */
const over = (/** @type {number} */ v, /** @type {number} */ max) => !(v <= max);

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Failing audits of a category, to say why a score is below 100.
 * @param {import("lighthouse").Result} lhr
 * @param {string} categoryId
 */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && typeof audit.score === "number" && audit.score < 1)
    .map((audit) => `${audit?.id} (${Math.round((audit?.score ?? 0) * 100)}): ${audit?.title}`);
}

/** @param {string[][]} rows */
function table(rows) {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
  return rows
    .map((r, ri) => {
      const line = r
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join("  ");
      return ri === 0 ? `${line}\n${widths.map((w) => "-".repeat(w)).join("  ")}` : line;
    })
    .join("\n");
}

/** `--js-only`: the first-load JS budget alone, measured from the built HTML. */
function mainJsOnly() {
  ensureBuild(BUILD_DIR, { force: process.argv.includes("--build") });
  const rows = routesToAudit().map((route) => ({ route, ...firstLoadJs(route) }));
  console.log(
    table([
      ["route", "first-load JS gzip", "files", "result"],
      ...rows.map((r) => [
        r.route,
        kb(r.bytes),
        String(r.files.length),
        over(r.bytes, BUDGET.firstLoadJsGzipBytes) ? "FAIL" : "ok",
      ]),
    ]),
  );
  const failing = rows.filter((r) => over(r.bytes, BUDGET.firstLoadJsGzipBytes));
  if (failing.length) {
    console.error(
      `\nFirst-load JS over ${kb(BUDGET.firstLoadJsGzipBytes)}: ${failing.map((r) => r.route).join(", ")}`,
    );
    process.exit(1);
  }
}

async function main() {
  const chrome = chromiumPath();
  if (!chrome.ok) {
    console.error(`No Chromium at ${chrome.path}; run "node scripts/check-chromium.js" for help.`);
    process.exit(1);
  }
  ensureBuild(BUILD_DIR, { force: process.argv.includes("--build") });
  const routes = routesToAudit();
  mkdirSync(REPORT_DIR, { recursive: true });

  const server = await startServer();
  const browser = await chromeLauncher.launch({
    chromePath: chrome.path,
    chromeFlags: CHROME_FLAGS,
  });
  console.log(
    `Lighthouse ${BUILD_DIR}/client at ${server.url} with ${chrome.path}: ` +
      `${routes.length} routes, ${RUNS} run(s) each\n`,
  );

  /** @type {RouteResult[]} */
  const results = [];
  try {
    for (const route of routes) {
      const js = firstLoadJs(route);
      /** @type {{ lhr: import("lighthouse").Result, report: string }[]} */
      const runs = [];
      // A trace Lighthouse failed to record (NO_NAVSTART, NO_FCP on a busy machine) is
      // a measuring fault, not a page fault: that run is tried again, twice at most.
      for (let i = 0, faults = 0; i < RUNS; i += 1) {
        const runner = await lighthouse(`${server.url}${route}`, {
          port: browser.port,
          output: "json",
          logLevel: "error",
          // The not-found page is measured as served: with its 404 status.
          ignoreStatusCode: NOT_FOUND_ROUTES.includes(route),
        }).catch((/** @type {unknown} */ error) => {
          if (faults >= 2) throw error;
          return null;
        });
        if (!runner || runner.lhr.runtimeError) {
          const reason = runner?.lhr.runtimeError;
          if (faults >= 2 || (reason && !/NO_NAVSTART|NO_FCP|NO_TRACING/.test(reason.code))) {
            throw new Error(
              `${route}: ${reason ? `${reason.code} ${reason.message}` : "no result"}`,
            );
          }
          faults += 1;
          i -= 1;
          console.log(`  ${route}: ${reason?.code ?? "Lighthouse error"}, measuring again`);
          continue;
        }
        const { lhr } = runner;
        const report = typeof runner.report === "string" ? runner.report : JSON.stringify(lhr);
        runs.push({ lhr, report });
      }
      // The run with the median Performance score stands for the route (less noise on busy machines).
      const sorted = [...runs].sort(
        (a, b) =>
          (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
      );
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      if (!median) throw new Error(`No Lighthouse run for ${route}`);
      const { lhr } = median;
      const file = join(REPORT_DIR, `${reportName(route)}.json`);
      writeFileSync(file, median.report);

      const r = summarise(lhr, route, js.bytes);
      results.push(r);
      const perfScores = runs.map((run) => pct(run.lhr.categories.performance?.score)).join(", ");
      console.log(
        `${route}  (${file.replace(ROOT + "/", "")}` +
          (RUNS > 1 ? `; median of ${RUNS} runs, Performance ${perfScores}` : "") +
          ")",
      );
      for (const warning of lhr.runWarnings) console.log(`  ! ${warning}`);
      console.log(
        `  Performance ${r.performance}  Accessibility ${r.accessibility}  ` +
          `Best Practices ${r.bestPractices}  SEO ${r.seo}`,
      );
      console.log(
        `  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}  first-load JS ${kb(r.jsGzip)} gzip (${js.files.length} files)` +
          `  all JS downloaded ${kb(r.totalJsGzip)} gzip`,
      );
      for (const [id, label] of [
        ["performance", "Performance"],
        ["accessibility", "Accessibility"],
        ["best-practices", "Best Practices"],
        ["seo", "SEO"],
      ]) {
        const failing = failingAudits(lhr, id ?? "");
        if (failing.length && pct(lhr.categories[id ?? ""]?.score) < 100) {
          console.log(`  ${label} audits below 100:\n    ${failing.join("\n    ")}`);
        }
      }
      for (const failure of r.failures) console.log(`  ✖ ${failure}`);
      console.log("");
    }
  } finally {
    browser.kill();
    await server.close();
  }

  writeFileSync(
    join(REPORT_DIR, "summary.json"),
    JSON.stringify({ budget: BUDGET, results }, null, 2),
  );

  console.log(
    table([
      [
        "route",
        "perf",
        "a11y",
        "best",
        "seo",
        "LCP ms",
        "TBT ms",
        "CLS",
        "JS gzip",
        "all JS",
        "result",
      ],
      ...results.map((r) => [
        r.route,
        String(r.performance),
        String(r.accessibility),
        String(r.bestPractices),
        String(r.seo),
        String(r.lcpMs),
        String(r.tbtMs),
        String(r.cls),
        kb(r.jsGzip),
        kb(r.totalJsGzip),
        r.failures.length ? "FAIL" : "ok",
      ]),
    ]),
  );

  const failures = results.flatMap((r) => r.failures.map((f) => `${r.route}: ${f}`));
  if (failures.length) {
    console.error(`\nPerformance budget missed:\n  ${failures.join("\n  ")}`);
    process.exit(1);
  }
  console.log("\nAll performance budgets met.");
}

if (process.argv.includes("--js-only")) mainJsOnly();
else
  main().catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
