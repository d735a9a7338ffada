import { describe, expect, it } from "vitest";
import { observatoryVerdict } from "./observatory-verdict.js";

type Test = { pass: boolean | null; result: string | null; scoreModifier: number | null };

const pass = (result: string, scoreModifier = 0): Test => ({ pass: true, result, scoreModifier });
const fail = (result: string, scoreModifier: number): Test => ({
  pass: false,
  result,
  scoreModifier,
});

/** A plain-http loopback scan of the production server, as the scanner reported it. */
const LOOPBACK: Record<string, Test> = {
  "content-security-policy": pass("csp-implemented-with-no-unsafe-default-src-none", 10),
  cookies: pass("cookies-not-found"),
  "cross-origin-resource-sharing": pass("cross-origin-resource-sharing-not-implemented"),
  redirection: fail("redirection-missing", -20),
  "referrer-policy": pass("referrer-policy-private", 5),
  "strict-transport-security": fail("hsts-not-implemented-no-https", -20),
  "subresource-integrity": pass("sri-not-implemented-but-all-scripts-loaded-from-secure-origin"),
  "x-content-type-options": pass("x-content-type-options-nosniff"),
  "x-frame-options": pass("x-frame-options-implemented-via-csp", 5),
  "cross-origin-resource-policy": pass("corp-implemented-with-same-origin", 10),
};

const scanOf = (tests: Record<string, Test>, grade = "C+", score = 60) => ({
  scan: {
    grade,
    score,
    testsPassed: Object.values(tests).filter((t) => t.pass).length,
    testsQuantity: Object.keys(tests).length,
  },
  tests,
});

describe("observatoryVerdict", () => {
  it("passes when only the tests that need TLS fail, and reports every test", () => {
    const verdict = observatoryVerdict(scanOf(LOOPBACK));
    expect(verdict.ok).toBe(true);
    expect(verdict.failed).toEqual([]);
    expect(verdict.lines[0]).toBe("Grade C+, score 60 (8 of 10 tests passed)");
    expect(verdict.lines).toContainEqual(
      expect.stringMatching(/^ {2}tls {3}redirection +redirection-missing \(-20\)$/),
    );
    expect(verdict.lines).toContainEqual(
      expect.stringMatching(
        /^ {2}pass {2}content-security-policy +csp-implemented-with-no-unsafe-default-src-none \(\+10\)$/,
      ),
    );
    expect(verdict.lines.filter((line) => /^ {2}(pass|tls |FAIL) /.test(line))).toHaveLength(10);
  });

  it("passes a scan where everything passed (behind TLS)", () => {
    const tests = {
      ...LOOPBACK,
      redirection: pass("redirection-to-https"),
      "strict-transport-security": pass("hsts-implemented-max-age-at-least-six-months"),
    };
    const verdict = observatoryVerdict(scanOf(tests, "A+", 130));
    expect(verdict.ok).toBe(true);
    expect(verdict.lines.join("\n")).not.toContain("need TLS");
  });

  it.each([
    ["content-security-policy", fail("csp-implemented-with-unsafe-inline", -20)],
    ["x-content-type-options", fail("x-content-type-options-not-implemented", -5)],
    ["cross-origin-resource-policy", { pass: null, result: null, scoreModifier: null }],
  ])("fails when %s does not pass, and names it", (name, test) => {
    const verdict = observatoryVerdict(scanOf({ ...LOOPBACK, [name]: test }));
    expect(verdict.ok).toBe(false);
    expect(verdict.failed).toEqual([name]);
    expect(verdict.lines).toContain(`Failed: ${name}.`);
  });

  it("fails a scan with no test results", () => {
    expect(observatoryVerdict(scanOf({})).ok).toBe(false);
  });
});
