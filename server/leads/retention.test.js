import { expect, it } from "vitest";
import { parseRetentionMonths, retentionCutoff } from "./retention.js";

it("keeps leads 24 months unless LEAD_RETENTION_MONTHS says otherwise", () => {
  expect(parseRetentionMonths(undefined)).toBe(24);
  expect(parseRetentionMonths(" ")).toBe(24);
  expect(parseRetentionMonths("6")).toBe(6);
  for (const bad of ["0", "-3", "1.5", "two", "5000"]) {
    expect(() => parseRetentionMonths(bad)).toThrow(`Invalid LEAD_RETENTION_MONTHS: ${bad}`);
  }
});

it("cuts off whole calendar months back, on the month's last day where the day is missing", () => {
  expect(retentionCutoff(new Date("2026-11-29T15:04:05.006Z"), 24).toISOString()).toBe(
    "2024-11-29T15:04:05.006Z",
  );
  expect(retentionCutoff(new Date("2026-03-31T00:00:00Z"), 1).toISOString()).toBe(
    "2026-02-28T00:00:00.000Z",
  );
  expect(retentionCutoff(new Date("2028-03-31T00:00:00Z"), 1).toISOString()).toBe(
    "2028-02-29T00:00:00.000Z",
  );
  expect(retentionCutoff(new Date("2026-01-15T00:00:00Z"), 13).toISOString()).toBe(
    "2024-12-15T00:00:00.000Z",
  );
});
