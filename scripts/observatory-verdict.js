// What `npm run observatory` makes of an MDN HTTP Observatory scan (scripts/observatory.js).

/**
 * The tests that cannot pass against the server on plain-http loopback: they need TLS, which
 * the proxy in front of the server provides (README, "Deploying").
 */
export const NEED_TLS = Object.freeze(["redirection", "strict-transport-security"]);

/**
 * @typedef {object} TestResult  one test of the scan (the scanner's BaseOutput)
 * @property {boolean | null} pass
 * @property {string | null} result
 * @property {number | null} scoreModifier
 *
 * @typedef {object} ScanResult  what the scanner's scan() resolves with
 * @property {{ grade: string | null, score: number | null, testsPassed: number, testsQuantity: number }} scan
 * @property {Record<string, TestResult>} tests
 *
 * @typedef {object} Verdict
 * @property {boolean} ok      every test passed, but those that need TLS
 * @property {string[]} failed the tests that failed and should not have
 * @property {string[]} lines  the report: grade, score, then one line a test
 */

/** @param {number | null} n */
const signed = (n) => (n === null ? "" : n > 0 ? ` (+${n})` : ` (${n})`);

/**
 * @param {ScanResult} result
 * @returns {Verdict}
 */
export function observatoryVerdict({ scan, tests }) {
  const entries = Object.entries(tests);
  const failed = entries
    .filter(([name, test]) => test.pass !== true && !NEED_TLS.includes(name))
    .map(([name]) => name);
  const width = Math.max(0, ...entries.map(([name]) => name.length));
  const lines = [
    `Grade ${scan.grade ?? "?"}, score ${scan.score ?? "?"} ` +
      `(${scan.testsPassed} of ${scan.testsQuantity} tests passed)`,
    ...entries.map(([name, test]) => {
      const mark = test.pass === true ? "pass" : NEED_TLS.includes(name) ? "tls " : "FAIL";
      return `  ${mark}  ${name.padEnd(width)}  ${test.result ?? "no result"}${signed(test.scoreModifier)}`;
    }),
  ];
  if (entries.length === 0) lines.push("  The scan holds no test results.");
  if (failed.length) lines.push(`Failed: ${failed.join(", ")}.`);
  if (entries.some(([name, test]) => test.pass !== true && NEED_TLS.includes(name))) {
    lines.push(
      `(${NEED_TLS.join(" and ")} need TLS: they pass behind the proxy, not on loopback.)`,
    );
  }
  return { ok: entries.length > 0 && failed.length === 0, failed, lines };
}
