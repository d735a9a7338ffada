import { describe, expect, it } from "vitest";
import { auditVerdict } from "./audit.js";

const report = (vulnerabilities: Record<string, number>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities: {}, metadata: { vulnerabilities } });

describe("auditVerdict", () => {
  it("passes with no high or critical advisory, and names the counts", () => {
    const verdict = auditVerdict(report({ info: 0, low: 2, moderate: 1, high: 0, critical: 0 }));
    expect(verdict).toEqual({
      ok: true,
      checked: true,
      message:
        "No high or critical advisory in the production dependencies (0 critical, 0 high, 1 moderate, 2 low, 0 info).",
    });
  });

  it.each([
    [{ high: 1 }, 1],
    [{ critical: 2, high: 1 }, 3],
  ])("fails on %j", (counts, serious) => {
    const verdict = auditVerdict(report(counts));
    expect(verdict.ok).toBe(false);
    expect(verdict.checked).toBe(true);
    expect(verdict.message).toContain(`${serious} high or critical`);
  });

  it("says plainly that nothing was checked when the registry has no audit service", () => {
    const answer = JSON.stringify({
      message:
        "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
    });
    expect(auditVerdict(answer)).toEqual({
      ok: true,
      checked: false,
      message:
        "The registry's audit service did not answer (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk): nothing was checked.",
    });
    expect(auditVerdict("").checked).toBe(false);
  });
});
