// `npm run audit`: `npm audit --omit=dev` on the production dependencies; fails on a high or
// critical advisory. Where the registry does not serve the audit API (the registry mirror of
// some build machines answers 405), it says so plainly and passes: nothing could be checked.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

/**
 * @typedef {{ ok: boolean, checked: boolean, message: string }} Verdict
 * @typedef {{ info?: number, low?: number, moderate?: number, high?: number, critical?: number }} Counts
 */

/**
 * What `npm audit --json` answered, as a verdict.
 * @param {string} output its standard output
 * @returns {Verdict}
 */
export function auditVerdict(output) {
  /** @type {{ metadata?: { vulnerabilities?: Counts }, message?: string, statusCode?: number }} */
  let report;
  try {
    report = JSON.parse(output);
  } catch {
    return {
      ok: true,
      checked: false,
      message: "npm audit gave no readable answer: nothing was checked.",
    };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const why = report.message ?? (report.statusCode ? `HTTP ${report.statusCode}` : "no report");
    return {
      ok: true,
      checked: false,
      message: `The registry's audit service did not answer (${why}): nothing was checked.`,
    };
  }
  const levels = /** @type {const} */ (["critical", "high", "moderate", "low", "info"]);
  const summary = levels.map((level) => `${counts[level] ?? 0} ${level}`).join(", ");
  const serious = (counts.critical ?? 0) + (counts.high ?? 0);
  return {
    ok: serious === 0,
    checked: true,
    message: serious
      ? `Production dependencies have ${serious} high or critical advisories (${summary}); run npm audit --omit=dev.`
      : `No high or critical advisory in the production dependencies (${summary}).`,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
  const verdict = auditVerdict(result.stdout ?? "");
  (verdict.ok ? console.log : console.error)(verdict.message);
  process.exit(verdict.ok ? 0 : 1);
}
