import { describe, expect, it } from "vitest";
import { DEFAULT_LAYOUT, arrangeSections, deleteSection, moveSection } from "./section-layout";
import {
  LAYOUT_LIMITS,
  parseSectionLayout,
  parseStoredLayout,
  serializeLayout,
} from "./section-layout-schema";

const DEFAULTS = ["hero", "services", "contact"];

describe("parseSectionLayout", () => {
  it("accepts a layout and returns prototype-free records", () => {
    const result = parseSectionLayout({
      version: 1,
      pages: { home: { order: ["contact", "hero", "services"], deleted: ["services"] } },
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(Object.getPrototypeOf(result.value.pages)).toBeNull();
  });

  it("drops repeated ids", () => {
    const result = parseSectionLayout({
      version: 1,
      pages: { home: { order: ["hero", "hero", "contact"], deleted: ["x", "x"] } },
    });
    expect(result.ok && result.value.pages.home).toEqual({
      order: ["hero", "contact"],
      deleted: ["x"],
    });
  });

  it.each([
    ["a wrong version", { version: 2, pages: {} }],
    ["pages that are a list", { version: 1, pages: [] }],
    ["a missing list", { version: 1, pages: { home: { order: [] } } }],
    ["a bad id", { version: 1, pages: { home: { order: ["a b"], deleted: [] } } }],
    ["a bad page", { version: 1, pages: { constructor: { order: [], deleted: [] } } }],
    [
      "too many sections",
      {
        version: 1,
        pages: { home: { order: Array.from({ length: 101 }, (_, i) => `s${i}`), deleted: [] } },
      },
    ],
  ])("rejects %s", (_, data) => {
    expect(parseSectionLayout(data).ok).toBe(false);
  });
});

describe("parseStoredLayout", () => {
  it("reads what serializeLayout wrote", () => {
    const layout = moveSection(
      deleteSection(DEFAULT_LAYOUT, "home", DEFAULTS, "hero"),
      "home",
      DEFAULTS,
      "contact",
      0,
    );
    const read = parseStoredLayout(serializeLayout(layout));
    expect(read && arrangeSections(read, "home", DEFAULTS)).toEqual(
      arrangeSections(layout, "home", DEFAULTS),
    );
  });

  it.each([
    ["garbage", "]]"],
    ["null", "null"],
    ["a future version", JSON.stringify({ version: 2, pages: {} })],
    [
      "too much text",
      JSON.stringify({ version: 1, pages: {}, pad: "x".repeat(LAYOUT_LIMITS.storedLength) }),
    ],
  ])("reads %s as null (every page as built)", (_, raw) => {
    expect(parseStoredLayout(raw)).toBeNull();
  });

  it("drops a bad page or id and keeps the rest", () => {
    const raw = JSON.stringify({
      version: 1,
      pages: {
        home: { order: ["contact", "not valid", "hero"], deleted: [] },
        about: "broken",
        __proto__: { order: [], deleted: [] },
      },
    });
    const read = parseStoredLayout(raw);
    expect(read && JSON.parse(serializeLayout(read))).toEqual({
      version: 1,
      pages: { home: { order: ["contact", "hero"], deleted: [] } },
    });
  });
});
