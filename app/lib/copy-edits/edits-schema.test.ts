import { describe, expect, it } from "vitest";
import { NO_EDITS, editsFromRows, getEdit, setEdit } from "./edits";
import {
  EDIT_LIMITS,
  limitProblem,
  parseEditSet,
  parseStoredEdits,
  readStoredEdits,
  serializeEdits,
} from "./edits-schema";

const valid = {
  version: 1,
  edits: {
    en: { home: { "home.hero": { title: "Hello", "cards.2.title": "Two" } } },
    fr: {
      site: { "system.notFound": { "": "Perdu ?" }, "templateCard[robot].title": { "": "Robots" } },
    },
  },
};

const title = { page: "home", section: "home.hero", field: "title" };

describe("parseEditSet", () => {
  it("accepts a valid edit set and returns prototype-free records", () => {
    const result = parseEditSet(valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(JSON.parse(serializeEdits(result.value))).toEqual(valid);
    const tree = result.value.edits.en!;
    expect(Object.getPrototypeOf(tree)).toBeNull();
    expect(Object.getPrototypeOf(tree.home)).toBeNull();
    expect(Object.getPrototypeOf(tree.home!["home.hero"])).toBeNull();
  });

  it("accepts an empty edit set and drops empty sections and pages", () => {
    expect(parseEditSet({ version: 1, edits: {} })).toEqual({ ok: true, value: NO_EDITS });
    const result = parseEditSet({
      version: 1,
      edits: { en: { home: { "home.hero": {} }, legal: {} } },
    });
    expect(result.ok && JSON.parse(serializeEdits(result.value))).toEqual({
      version: 1,
      edits: {},
    });
  });

  it.each([
    ["not an object", "edits"],
    ["a wrong version", { version: 2, edits: {} }],
    ["no edits", { version: 1 }],
    ["an unknown language", { version: 1, edits: { de: {} } }],
    ["an extra property", { ...valid, extra: true }],
    ["a number as text", { version: 1, edits: { en: { home: { "home.hero": { title: 5 } } } } }],
    ["a list as a page", { version: 1, edits: { en: { home: ["x"] } } }],
    ["null as a section", { version: 1, edits: { en: { home: { "home.hero": null } } } }],
    ["a bad section key", { version: 1, edits: { en: { home: { hero: { title: "x" } } } } }],
    ["a bad field key", { version: 1, edits: { en: { home: { "home.hero": { "a..b": "x" } } } } }],
    [
      "a bad page name",
      { version: 1, edits: { en: { "<script>": { "home.hero": { title: "x" } } } } },
    ],
    [
      "a prototype name",
      { version: 1, edits: { en: { home: { "home.hero": { constructor: "x" } } } } },
    ],
    [
      "a text that is too long",
      {
        version: 1,
        edits: {
          en: { home: { "home.hero": { title: "x".repeat(EDIT_LIMITS.valueLength + 1) } } },
        },
      },
    ],
  ])("rejects %s without throwing", (_, data) => {
    const result = parseEditSet(data);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.length).toBeGreaterThan(0);
  });

  it("accepts a text of exactly the longest length, in any script", () => {
    const longest = "é".repeat(EDIT_LIMITS.valueLength);
    expect(parseEditSet(setEdit(NO_EDITS, "fr", title, longest)).ok).toBe(true);
    expect(parseEditSet(setEdit(NO_EDITS, "fr", title, "日本語 🌲 текст")).ok).toBe(true);
  });

  it(`refuses more than ${EDIT_LIMITS.fields} edits in all`, () => {
    const fields = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`items.${i}`, "x"]));
    const atLimit = {
      version: 1,
      edits: {
        en: { home: { "home.list": fields(EDIT_LIMITS.fields / 2) } },
        fr: { home: { "home.list": fields(EDIT_LIMITS.fields / 2) } },
      },
    };
    expect(parseEditSet(atLimit).ok).toBe(true);
    const over = {
      version: 1,
      edits: { en: { home: { "home.list": fields(EDIT_LIMITS.fields + 1) } } },
    };
    const result = parseEditSet(over);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]?.message).toMatch(/Too many edits/);
  });

  it(`refuses an edit set larger than ${EDIT_LIMITS.bytes} bytes`, () => {
    const fields = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`items.${i}`, "日".repeat(EDIT_LIMITS.valueLength)]),
    );
    const result = parseEditSet({ version: 1, edits: { en: { home: { "home.list": fields } } } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]?.message).toMatch(/too large/);
  });
});

describe("parseStoredEdits", () => {
  it("reads what serializeEdits wrote", () => {
    const set = setEdit(setEdit(NO_EDITS, "en", title, "Hello"), "fr", title, "Bonjour « à »");
    const read = parseStoredEdits(serializeEdits(set));
    expect(read && getEdit(read, "fr", title)).toBe("Bonjour « à »");
  });

  it.each([
    ["garbage", "not json {"],
    ["JSON null", "null"],
    ["a number", "42"],
    ["a string", '"edits"'],
    ["an array", "[]"],
    ["a future version", JSON.stringify({ version: 2, edits: {} })],
    ["no edits", JSON.stringify({ version: 1 })],
    [
      "too many characters",
      JSON.stringify({ version: 1, edits: {}, pad: "x".repeat(EDIT_LIMITS.bytes) }),
    ],
  ])("reads %s as null (the defaults)", (_, raw) => {
    expect(parseStoredEdits(raw)).toBeNull();
  });

  it("drops only the bad entries and keeps the rest", () => {
    const raw = JSON.stringify({
      version: 1,
      extra: "ignored",
      edits: {
        de: { home: {} },
        en: {
          home: {
            "home.hero": {
              title: "Kept",
              subtitle: 42,
              tagline: "x".repeat(EDIT_LIMITS.valueLength + 1),
            },
            "bad key": { title: "Dropped" },
          },
          legal: "not an object",
        },
        fr: { home: { "home.hero": { title: "Gardé" } } },
      },
    });
    const read = parseStoredEdits(raw);
    expect(read && JSON.parse(serializeEdits(read))).toEqual({
      version: 1,
      edits: {
        en: { home: { "home.hero": { title: "Kept" } } },
        fr: { home: { "home.hero": { title: "Gardé" } } },
      },
    });
  });

  it("cannot pollute a prototype through stored keys", () => {
    const raw = `{"version":1,"edits":{"en":{"__proto__":{"polluted":{"x":"y"}},"home":{"home.hero":{"title":"Hi"}}}}}`;
    const read = parseStoredEdits(raw);
    expect(read && getEdit(read, "en", title)).toBe("Hi");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(read && Object.keys(read.edits.en ?? {})).toEqual(["home"]);
  });
});

describe("readStoredEdits and limitProblem (issue 32, point 5)", () => {
  const rows = (count: number, value = "x") =>
    Array.from({ length: count }, (_, i) => ({
      page: "home",
      section: "home.hero",
      field: `f${i}`,
      value,
    }));

  it("says a stored set was read in full only when nothing in it was dropped", () => {
    const set = editsFromRows({ en: rows(2) });
    expect(readStoredEdits(serializeEdits(set))).toEqual({ edits: set, intact: true });
    const withBadEntry = JSON.stringify({
      version: 1,
      edits: { en: { home: { "home.hero": { f0: "x", f1: 7 } } } },
    });
    expect(readStoredEdits(withBadEntry)).toEqual({
      edits: editsFromRows({ en: rows(1) }),
      intact: false,
    });
    expect(readStoredEdits("{oops")).toEqual({ edits: null, intact: false });
  });

  it("names the limit a set is over, at the schema's limits", () => {
    expect(limitProblem(editsFromRows({ en: rows(EDIT_LIMITS.fields) }))).toBeNull();
    expect(limitProblem(editsFromRows({ en: rows(EDIT_LIMITS.fields + 1) }))).toEqual({
      limit: "fields",
      count: EDIT_LIMITS.fields + 1,
    });
    const large = editsFromRows({ en: rows(161, "é".repeat(2500)) });
    expect(limitProblem(large)).toMatchObject({ limit: "bytes" });
    expect(parseEditSet(JSON.parse(serializeEdits(large))).ok).toBe(false);
  });
});
