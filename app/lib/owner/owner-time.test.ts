import { expect, it } from "vitest";
import { ownerTime } from "./owner-time";

it("shows a server time with its date and minutes, the way each language writes them", () => {
  const iso = "2026-12-06T21:32:00.000Z";
  const local = new Date(iso);
  const en = ownerTime(iso, "en");
  const fr = ownerTime(iso, "fr");
  expect(en).toContain(String(local.getFullYear()));
  expect(en).toContain(String(local.getMinutes()).padStart(2, "0"));
  expect(fr).toContain("déc.");
  expect(fr).toMatch(/\d{1,2} h \d{2}/);
});
