import { describe, expect, it } from "vitest";
import { keepsPlaceholders, longestLiteral } from "./placeholders";
import { MAX_ENTRIES, parseCache } from "./translation-cache";

describe("parseCache", () => {
  it("keeps well-formed entries and drops the rest", () => {
    expect([...parseCache({ Hello: "Bonjour", Bad: 7, Worse: null })]).toEqual([
      ["Hello", "Bonjour"],
    ]);
  });

  it.each([null, "text", 42, ["Hello", "Bonjour"]])("reads %j as empty", (stored) => {
    expect(parseCache(stored).size).toBe(0);
  });

  it("keeps the newest entries only", () => {
    const stored = Object.fromEntries(
      Array.from({ length: MAX_ENTRIES + 5 }, (_, i) => [`t${i}`, `f${i}`]),
    );
    const cache = parseCache(stored);
    expect(cache.size).toBe(MAX_ENTRIES);
    expect(cache.has("t0")).toBe(false);
    expect(cache.get(`t${MAX_ENTRIES + 4}`)).toBe(`f${MAX_ENTRIES + 4}`);
  });
});

describe("placeholders", () => {
  it("accepts a translation that keeps every slot, in any order", () => {
    expect(keepsPlaceholders("Show card {n} of {total}", "Carte {n} sur {total}")).toBe(true);
    expect(keepsPlaceholders("{count} of {total}", "{total} : {count}")).toBe(true);
    expect(keepsPlaceholders("No slot", "Aucun")).toBe(true);
  });

  it("refuses one that loses, renames or adds a slot", () => {
    expect(keepsPlaceholders("Call {phone}", "Appelez")).toBe(false);
    expect(keepsPlaceholders("Call {phone}", "Appelez {téléphone}")).toBe(false);
    expect(keepsPlaceholders("Call us", "Appelez {phone}")).toBe(false);
  });

  it("finds the longest literal run of a text with slots", () => {
    expect(longestLiteral("Call {phone} to book a visit")).toBe("to book a visit");
    expect(longestLiteral("Plain text")).toBe("Plain text");
    expect(longestLiteral("{n}")).toBe("");
  });
});
