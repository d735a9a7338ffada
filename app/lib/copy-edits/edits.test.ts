import { describe, expect, it } from "vitest";
import type { EditAddress } from "./edit-address";
import {
  NO_EDITS,
  clearEdits,
  compareKeys,
  editsFromRows,
  editsOfLocale,
  getEdit,
  listEdits,
  mergeEdits,
  pageEdits,
  removeEdit,
  setEdit,
  type EditSet,
} from "./edits";

const title: EditAddress = { page: "home", section: "home.hero", field: "title" };
const subtitle: EditAddress = { page: "home", section: "home.hero", field: "subtitle" };
const quoteTitle: EditAddress = { page: "site", section: "quote.steps", field: "title" };
const notFound: EditAddress = { page: "site", section: "system.notFound", field: "" };

/** The edit set as plain JSON data, for comparing shapes. */
const plain = (set: EditSet) => JSON.parse(JSON.stringify(set)) as unknown;

describe("setEdit and getEdit", () => {
  it("store a text per language under page, section and field", () => {
    const set = setEdit(setEdit(NO_EDITS, "en", title, "Hello"), "fr", title, "Bonjour");
    expect(getEdit(set, "en", title)).toBe("Hello");
    expect(getEdit(set, "fr", title)).toBe("Bonjour");
    expect(getEdit(set, "en", subtitle)).toBeUndefined();
    expect(plain(set)).toEqual({
      version: 1,
      edits: {
        en: { home: { "home.hero": { title: "Hello" } } },
        fr: { home: { "home.hero": { title: "Bonjour" } } },
      },
    });
  });

  it("store a text whose field is empty (directly under its namespace)", () => {
    const set = setEdit(NO_EDITS, "en", notFound, "Lost?");
    expect(getEdit(set, "en", notFound)).toBe("Lost?");
    expect(plain(set)).toEqual({
      version: 1,
      edits: { en: { site: { "system.notFound": { "": "Lost?" } } } },
    });
  });

  it("never change their input, and return it when nothing changes", () => {
    const one = setEdit(NO_EDITS, "en", title, "Hello");
    const snapshot = plain(one);
    const two = setEdit(one, "en", subtitle, "Sub");
    expect(plain(one)).toEqual(snapshot);
    expect(plain(NO_EDITS)).toEqual({ version: 1, edits: {} });
    expect(setEdit(two, "en", subtitle, "Sub")).toBe(two);
    expect(getEdit(two, "en", title)).toBe("Hello");
  });

  it("keep an empty text as an edit", () => {
    const set = setEdit(NO_EDITS, "en", title, "");
    expect(getEdit(set, "en", title)).toBe("");
  });

  it("hold keys such as __proto__ as data, without touching any prototype", () => {
    const evil: EditAddress = { page: "__proto__", section: "constructor", field: "polluted" };
    const set = setEdit(NO_EDITS, "en", evil, "yes");
    expect(getEdit(set, "en", evil)).toBe("yes");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(
      getEdit(NO_EDITS, "en", { page: "constructor", section: "x", field: "y" }),
    ).toBeUndefined();
  });
});

describe("removeEdit", () => {
  const set = setEdit(
    setEdit(setEdit(NO_EDITS, "en", title, "A"), "en", subtitle, "B"),
    "en",
    quoteTitle,
    "C",
  );

  it("removes one field and prunes the empty section, page and language", () => {
    const once = removeEdit(set, "en", title);
    expect(getEdit(once, "en", title)).toBeUndefined();
    expect(getEdit(once, "en", subtitle)).toBe("B");
    const twice = removeEdit(once, "en", subtitle);
    expect(plain(twice)).toEqual({
      version: 1,
      edits: { en: { site: { "quote.steps": { title: "C" } } } },
    });
    expect(plain(removeEdit(twice, "en", quoteTitle))).toEqual({ version: 1, edits: {} });
  });

  it("returns its input when there is no such edit", () => {
    expect(removeEdit(set, "fr", title)).toBe(set);
    expect(removeEdit(set, "en", { ...title, field: "missing" })).toBe(set);
    expect(removeEdit(set, "en", { ...title, page: "nowhere" })).toBe(set);
  });
});

describe("clearEdits", () => {
  const set = setEdit(setEdit(NO_EDITS, "en", title, "Hello"), "fr", title, "Bonjour");

  it("removes one language's edits", () => {
    const cleared = clearEdits(set, "fr");
    expect(getEdit(cleared, "fr", title)).toBeUndefined();
    expect(getEdit(cleared, "en", title)).toBe("Hello");
    expect(clearEdits(cleared, "fr")).toBe(cleared);
  });

  it("removes both languages' edits", () => {
    expect(clearEdits(set)).toEqual(NO_EDITS);
    expect(clearEdits(NO_EDITS)).toBe(NO_EDITS);
  });
});

describe("listEdits and pageEdits", () => {
  const cards = (n: number): EditAddress => ({
    page: "home",
    section: "home.services",
    field: `cards.${n}.title`,
  });
  const set = [cards(10), cards(2), quoteTitle, title, cards(1)].reduce(
    (acc, address, i) => setEdit(acc, "en", address, `v${i}`),
    setEdit(NO_EDITS, "fr", title, "Bonjour"),
  );

  it("list a language's edits by page, section and field, list indices in number order", () => {
    expect(listEdits(set, "en").map((row) => [row.page, row.section, row.field])).toEqual([
      ["home", "home.hero", "title"],
      ["home", "home.services", "cards.1.title"],
      ["home", "home.services", "cards.2.title"],
      ["home", "home.services", "cards.10.title"],
      ["site", "quote.steps", "title"],
    ]);
    expect(listEdits(set, "fr")).toEqual([{ ...title, value: "Bonjour" }]);
    expect(listEdits(NO_EDITS, "en")).toEqual([]);
  });

  it("give one page's edits", () => {
    expect(pageEdits(set, "en", "site")).toEqual([{ ...quoteTitle, value: "v2" }]);
    expect(pageEdits(set, "en", "home")).toHaveLength(4);
    expect(pageEdits(set, "en", "nowhere")).toEqual([]);
    expect(pageEdits(set, "en", "constructor")).toEqual([]);
  });
});

describe("editsOfLocale and mergeEdits", () => {
  it("keep one language", () => {
    const set = setEdit(setEdit(NO_EDITS, "en", title, "Hello"), "fr", title, "Bonjour");
    expect(plain(editsOfLocale(set, "fr"))).toEqual({
      version: 1,
      edits: { fr: { home: { "home.hero": { title: "Bonjour" } } } },
    });
    expect(editsOfLocale(NO_EDITS, "en")).toBe(NO_EDITS);
  });

  it("lay imported edits over the current ones", () => {
    const base = setEdit(setEdit(NO_EDITS, "en", title, "Old"), "en", subtitle, "Kept");
    const incoming = setEdit(setEdit(NO_EDITS, "en", title, "New"), "fr", quoteTitle, "Étapes");
    const merged = mergeEdits(base, incoming);
    expect(getEdit(merged, "en", title)).toBe("New");
    expect(getEdit(merged, "en", subtitle)).toBe("Kept");
    expect(getEdit(merged, "fr", quoteTitle)).toBe("Étapes");
    expect(mergeEdits(base, NO_EDITS)).toBe(base);
  });
});

describe("editsFromRows", () => {
  it("builds an edit set from rows; the later of two rows at one address wins", () => {
    const set = editsFromRows({
      en: [
        { ...title, value: "First" },
        { ...quoteTitle, value: "Quote" },
        { ...title, value: "Second" },
      ],
      fr: [],
    });
    expect(plain(set)).toEqual({
      version: 1,
      edits: {
        en: {
          home: { "home.hero": { title: "Second" } },
          site: { "quote.steps": { title: "Quote" } },
        },
      },
    });
    expect(Object.getPrototypeOf(set.edits.en)).toBeNull();
    expect(editsFromRows({})).toEqual(NO_EDITS);
  });
});

describe("compareKeys", () => {
  it("orders numbers by value and names by code unit, part by part", () => {
    const keys = ["cards.10", "cards.2", "cards", "b", "a.z", "cards.2.title", "", "Z"];
    expect([...keys].sort(compareKeys)).toEqual([
      "",
      "Z",
      "a.z",
      "b",
      "cards",
      "cards.2",
      "cards.2.title",
      "cards.10",
    ]);
    expect(compareKeys("x.02", "x.2")).not.toBe(0);
  });
});
