// `npm test`: every gate, stopping after the first stage that fails, with its exit code.
//   chromium → test build ‖ SQLite binding → e2e ‖ typecheck ‖ lint (+ import cycles, knip) ‖ format ‖ unit
//   ‖ html (Vitest suites that read the test build's pages and headers, tests/html)
//   → slow clients (a unit test that measures time, on a machine the browser has left quiet)
// The browser tests need only the test build, so they start as soon as it is written and
// their output streams as it comes. The checks beside them run at a low CPU priority
// (nice 10): they mostly use the cores while the browser waits, so the browser tests keep
// their timing and the checks no longer add their minute and a half before them. Their
// output is shown step by step once the stage ends.
// Ends with a table of each step's time and one line "N passed, N failed" (unit + html + e2e),
// read from the JSON reporters.
//
//   node scripts/test.js               all steps
//   node scripts/test.js --from=e2e    start at a later step (keys above)
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { setPriority, tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const BIN = join(ROOT, "node_modules", ".bin");
const reports = mkdtempSync(join(tmpdir(), "test-reports-"));
const VITEST_JSON = join(reports, "vitest.json");
const HTML_JSON = join(reports, "html.json");
const PLAYWRIGHT_JSON = join(reports, "playwright.json");
const SLOW_CLIENTS_JSON = join(reports, "slow-clients.json");

const TEST_BUILD_ENV = {
  BUILD_DIR: "build-test",
  VITE_EMAILJS_PUBLIC_KEY: "test-public-key",
  VITE_EMAILJS_SERVICE_ID: "test-service",
  VITE_EMAILJS_TEMPLATE_ID: "test-template",
  // Extra template records that exercise the failure paths (app/templates/e2e-fixtures.ts).
  VITE_E2E_FIXTURES: "1",
  // Published copy edits baked into the build (README, "Publishing copy edits").
  PUBLISHED_EDITS: "tests/e2e/published-edits",
  // The copy editor's log-in: the hash of "pine-cone-editor-test" (tests/e2e/admin-helpers.ts).
  VITE_ADMIN_PASSWORD_HASH:
    "pbkdf2-sha256$600000$XxrM8CTdIn83rLt4XQJ9Zw==$7IYGMhQiOZB7sZXzuWRuZutWLtoz+K5AiMMwd2PTGqw=",
};

/**
 * @typedef {{ label: string, cmd: string, args: string[], env?: Record<string, string> }} Command
 * @typedef {{ key: string, name: string, stage?: number, background?: boolean, commands: Command[] }} Step
 *   Steps with the same `stage` run side by side; a `background` one at a low CPU priority,
 *   its output held until the stage ends.
 */

/**
 * A binary from node_modules/.bin.
 * @param {string} name
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 * @returns {Command}
 */
const bin = (name, args, env) => ({
  label: [name, ...args].join(" "),
  cmd: join(BIN, name),
  args,
  env,
});

/** @type {Step[]} */
const steps = [
  {
    key: "chromium",
    name: "check Chromium",
    commands: [
      {
        label: "node scripts/check-chromium.js",
        cmd: process.execPath,
        args: ["scripts/check-chromium.js"],
      },
    ],
  },
  {
    key: "build",
    name: "test build (build-test/)",
    stage: 0,
    commands: [bin("react-router", ["build"], TEST_BUILD_ENV)],
  },
  {
    // better-sqlite3's native part (scripts/sqlite-binding.js): built once after `npm ci`, beside
    // the test build (its compiler keeps one core busy for a minute; the build takes both for
    // twenty seconds). The browser tests' server needs it, so they start after both.
    key: "sqlite",
    name: "SQLite binding",
    stage: 0,
    background: true,
    commands: [
      {
        label: "node scripts/sqlite-binding.js",
        cmd: process.execPath,
        args: ["scripts/sqlite-binding.js"],
      },
    ],
  },
  {
    key: "e2e",
    name: "end-to-end tests (playwright)",
    stage: 1,
    commands: [
      bin("playwright", ["test", "--reporter=list,json,html"], {
        PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_JSON,
        PLAYWRIGHT_HTML_OPEN: "never",
      }),
    ],
  },
  {
    key: "typecheck",
    name: "typecheck",
    stage: 1,
    background: true,
    commands: [bin("react-router", ["typegen"]), bin("tsc", ["--noEmit"])],
  },
  {
    key: "lint",
    name: "lint, import cycles, unused code",
    stage: 1,
    background: true,
    commands: [
      bin("eslint", ["."]),
      {
        label: "node scripts/check-cycles.js",
        cmd: process.execPath,
        args: ["scripts/check-cycles.js"],
      },
      bin("knip", []),
    ],
  },
  {
    key: "format",
    name: "format check",
    stage: 1,
    background: true,
    commands: [bin("prettier", ["--check", "."])],
  },
  {
    key: "unit",
    name: "unit tests (vitest)",
    stage: 1,
    background: true,
    commands: [
      bin("vitest", [
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${VITEST_JSON}`,
        "--project=unit",
        "--project=unit-isolated",
      ]),
    ],
  },
  {
    // They read build-test/ (its pages, and the server's answers in-process): after the build.
    key: "html",
    name: "built pages and headers (vitest)",
    stage: 1,
    background: true,
    commands: [
      bin("vitest", [
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${HTML_JSON}`,
        "--project=html",
      ]),
    ],
  },
  {
    // It measures the server's answer times: on a quiet machine, once the browser tests end.
    key: "slow-clients",
    name: "slow clients (vitest)",
    commands: [
      bin("vitest", [
        "run",
        "--project=slow-clients",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${SLOW_CLIENTS_JSON}`,
      ]),
    ],
  },
];

const fromArg = process.argv.find((a) => a.startsWith("--from="))?.slice("--from=".length);
const startIndex = fromArg ? steps.findIndex((s) => s.key === fromArg) : 0;
if (startIndex === -1) {
  console.error(`Unknown step "${fromArg}". Steps: ${steps.map((s) => s.key).join(", ")}`);
  process.exit(2);
}

/** @param {string} file */
function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
  } catch {
    return undefined;
  }
}

/** @typedef {{ passed: number, failed: number }} Counts */

/**
 * @param {string} file  a Vitest JSON report
 * @returns {Counts | undefined}
 */
function vitestCounts(file) {
  const report = readJson(file);
  if (!report || typeof report.numPassedTests !== "number") return undefined;
  return { passed: report.numPassedTests, failed: report.numFailedTests ?? 0 };
}

/** @returns {Counts | undefined} */
function playwrightCounts() {
  const stats = readJson(PLAYWRIGHT_JSON)?.stats;
  if (!stats || typeof stats.expected !== "number") return undefined;
  // "flaky" = failed, then passed on retry: counted as passed (the list reporter shows them).
  return { passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

/**
 * The browser tests that failed, or failed once and passed on retry ("flaky"), as
 * "<project> › <file>:<line> › <title>": the end of the output names them, where a
 * log cut to its last lines still shows them.
 * @returns {{ failed: string[], flaky: string[] }}
 */
function playwrightProblems() {
  /** @type {{ failed: string[], flaky: string[] }} */
  const problems = { failed: [], flaky: [] };
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const path =
      suite.title && !suite.file?.endsWith(suite.title) ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = [test.projectName, `${spec.file}:${spec.line}`, ...path, spec.title].join(
          " › ",
        );
        if (test.status === "unexpected") problems.failed.push(name);
        if (test.status === "flaky") problems.flaky.push(name);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of readJson(PLAYWRIGHT_JSON)?.suites ?? []) walk(suite, []);
  return problems;
}

/** @type {Set<string>} */
const ran = new Set();

/** @param {number} exitCode */
function printTotals(exitCode) {
  const parts = [
    { key: "unit", label: "unit (vitest)", counts: vitestCounts(VITEST_JSON) },
    { key: "html", label: "built pages (vitest)", counts: vitestCounts(HTML_JSON) },
    {
      key: "slow-clients",
      label: "slow clients (vitest)",
      counts: vitestCounts(SLOW_CLIENTS_JSON),
    },
    { key: "e2e", label: "e2e (playwright)", counts: playwrightCounts() },
  ].filter((p) => ran.has(p.key));
  if (parts.length === 0) return;
  let passed = 0;
  let failed = 0;
  console.log("");
  for (const part of parts) {
    if (part.counts) {
      console.log(`${part.label}: ${part.counts.passed} passed, ${part.counts.failed} failed`);
      passed += part.counts.passed;
      failed += part.counts.failed;
    } else {
      console.log(`${part.label}: no JSON report (counts unknown)`);
    }
  }
  if (ran.has("e2e")) {
    const { failed: broken, flaky } = playwrightProblems();
    for (const name of broken) console.log(`  failed: ${name}`);
    for (const name of flaky) console.log(`  flaky (passed on retry): ${name}`);
  }
  // A test step that failed without reporting a failed test (crash, config error) is still a failure.
  if (exitCode !== 0 && failed === 0) failed = 1;
  console.log(`${passed} passed, ${failed} failed`);
}

const started = Date.now();
/** @type {{ name: string, seconds: number, code: number }[]} */
const timings = [];

/** Each step's time, in the order the steps ran, and the whole run's. */
function printTimings() {
  if (timings.length === 0) return;
  const width = Math.max(...timings.map((t) => t.name.length), "total".length);
  const row = (/** @type {string} */ name, /** @type {number} */ seconds, note = "") =>
    `  ${name.padEnd(width)}  ${String(Math.round(seconds)).padStart(5)} s${note}`;
  console.log("\nStep times (the steps of a stage run side by side):");
  for (const t of timings) console.log(row(t.name, t.seconds, t.code === 0 ? "" : "  (failed)"));
  console.log(row("total", (Date.now() - started) / 1000));
}

/** @param {number} code */
function finish(code) {
  printTimings();
  printTotals(code);
  rmSync(reports, { recursive: true, force: true });
  process.exit(code);
}

/**
 * The background steps' niceness: low enough that the browser tests keep the cores whenever
 * they want them, high enough (about a tenth of a busy core) that the checks still finish
 * well before the browser tests do.
 */
const BACKGROUND_NICE = 10;

/** @param {number} pid */
function lowerPriority(pid) {
  try {
    setPriority(pid, BACKGROUND_NICE);
  } catch {
    // Not permitted here: the step still runs, at normal priority.
  }
}

/**
 * Runs a step's commands one after the other, stopping at the first failure.
 * With `buffered`, their output is kept and returned instead of shown as it comes.
 * @param {Step} step
 * @param {boolean} buffered
 * @returns {Promise<{ code: number, output: string, failed?: string, seconds: number }>}
 */
async function runStep(step, buffered) {
  const background = step.background === true;
  const begun = Date.now();
  let output = "";
  for (const command of step.commands) {
    const envText = Object.entries(command.env ?? {})
      .filter(([k]) => !k.startsWith("PLAYWRIGHT_"))
      .map(([k, v]) => `${k}=${v} `)
      .join("");
    const line = `$ ${envText}${command.label}\n`;
    if (buffered) output += line;
    else process.stdout.write(line);
    const code = await new Promise((resolveCode) => {
      const child = spawn(command.cmd, command.args, {
        cwd: ROOT,
        stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
        env: { ...process.env, ...command.env, ...(buffered ? { FORCE_COLOR: "1" } : {}) },
      });
      // Its own children (tsc, vitest's workers …) inherit the priority.
      if (background && child.pid !== undefined) lowerPriority(child.pid);
      child.stdout?.on("data", (chunk) => (output += chunk));
      child.stderr?.on("data", (chunk) => (output += chunk));
      child.on("error", (error) => {
        output += `${error.message}\n`;
        resolveCode(1);
      });
      child.on("close", (status, signal) => resolveCode(signal ? 1 : (status ?? 1)));
    });
    if (code !== 0) {
      return { code, output, failed: command.label, seconds: (Date.now() - begun) / 1000 };
    }
  }
  return { code: 0, output, seconds: (Date.now() - begun) / 1000 };
}

const todo = steps.slice(startIndex);
/** @type {Step[][]} */
const stages = [];
for (const step of todo) {
  const last = stages.at(-1);
  if (last && step.stage !== undefined && last[0]?.stage === step.stage) last.push(step);
  else stages.push([step]);
}
let number = 0;
for (const stage of stages) {
  // The stage's one foreground step streams its output; the others' is shown when they end.
  const streamed = stage.filter((step) => !step.background);
  const shown = streamed.length === 1 ? streamed[0] : undefined;
  for (const step of stage) ran.add(step.key);
  if (shown) {
    const beside = stage.filter((step) => step !== shown).map((step) => step.name);
    const note = beside.length ? ` (beside it, in the background: ${beside.join(", ")})` : "";
    console.log(`\n=== [${number + 1}/${todo.length}] ${shown.name} ===${note}`);
  }
  const results = await Promise.all(stage.map((step) => runStep(step, step !== shown)));
  for (const [i, step] of stage.entries()) {
    const result = results[i];
    if (!result) continue;
    number += 1;
    if (step !== shown) {
      console.log(`\n=== [${number}/${todo.length}] ${step.name} ===`);
      process.stdout.write(result.output);
    }
    console.log(`(${step.name}: ${Math.round(result.seconds)} s)`);
    timings.push({ name: step.name, seconds: result.seconds, code: result.code });
  }
  const failure = results.findIndex((result) => result.code !== 0);
  if (failure !== -1) {
    const result = results[failure];
    console.error(
      `\n✖ "${stage[failure]?.name}" failed (${result?.failed}: exit code ${result?.code})`,
    );
    finish(result?.code ?? 1);
  }
}
console.log(`\n✔ ${todo.length} steps passed in ${Math.round((Date.now() - started) / 1000)} s`);
finish(0);
