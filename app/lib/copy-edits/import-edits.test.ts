import { describe, expect, it } from "vitest";
import { addressKey, knownFieldKeys, type FieldRef } from "./edit-address";
import { NO_EDITS, editsFromRows, getEdit, setEdit } from "./edits";
import { EDIT_LIMITS, parseEditSet } from "./edits-schema";
import { toJson } from "./export-formats";
import {
  IMPORT_MAX_BYTES,
  combinePublishedEdits,
  formatPath,
  mergeImport,
  parseImportedEdits,
  type KnownFields,
} from "./import-edits";

const registered: FieldRef[] = [
  { page: "home", namespace: "home", section: "hero", field: "title" },
  { page: "home", namespace: "home", section: "services", field: "cards.2.title" },
  { page: "site", namespace: "quote", section: "steps", field: "title" },
  { page: "site", namespace: "system", section: "notFound", field: "" },
  { page: "templates", namespace: "templateCard", instance: "robot", section: "title", field: "" },
];
const known: KnownFields = { en: knownFieldKeys(registered), fr: knownFieldKeys(registered) };

const file = (edits: unknown) => JSON.stringify({ version: 1, edits });

describe("parseImportedEdits", () => {
  it("returns the edits of a valid file", () => {
    const result = parseImportedEdits(
      file({
        en: { home: { "home.hero": { title: "Hello" } } },
        fr: {
          site: { "system.notFound": { "": "Perdu ?" } },
          templates: { "templateCard[robot].title": { "": "Robots" } },
        },
      }),
      known,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(
      getEdit(result.edits, "en", { page: "home", section: "home.hero", field: "title" }),
    ).toBe("Hello");
    expect(
      getEdit(result.edits, "fr", { page: "site", section: "system.notFound", field: "" }),
    ).toBe("Perdu ?");
  });

  it("reads back what the JSON export wrote, with a byte-order mark or not", () => {
    const set = setEdit(
      NO_EDITS,
      "fr",
      { page: "home", section: "home.hero", field: "title" },
      "日本語 « é »",
    );
    for (const text of [toJson(set), `\uFEFF${toJson(set)}`]) {
      const result = parseImportedEdits(text, known);
      expect(result.ok && toJson(result.edits)).toBe(toJson(set));
    }
  });

  it("refuses a file over the size limit before reading it as JSON", () => {
    const huge = " ".repeat(IMPORT_MAX_BYTES + 1);
    expect(parseImportedEdits(huge, known)).toEqual({
      ok: false,
      errors: ["The file is larger than 1 MB."],
    });
    // Under the limit in characters, over it in UTF-8 bytes.
    const wide = `"${"é".repeat(IMPORT_MAX_BYTES / 2 + 1)}"`;
    expect(parseImportedEdits(wide, known)).toEqual({
      ok: false,
      errors: ["The file is larger than 1 MB."],
    });
  });

  it("reports a file that is not JSON", () => {
    const result = parseImportedEdits("Page,Section,Field,Value", known);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/^The file is not valid JSON/);
  });

  it("reports every schema problem with where it is, and applies nothing", () => {
    const result = parseImportedEdits(
      JSON.stringify({
        version: 2,
        extra: 1,
        edits: {
          de: {},
          en: {
            home: {
              "home.hero": { title: 5, subtitle: "x".repeat(EDIT_LIMITS.valueLength + 1) },
              hero: { title: "no namespace" },
            },
          },
        },
      }),
      known,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        "version: Unsupported version (expected 1).",
        'edits.en.home["home.hero"].title: Expected a text.',
        `edits.en.home["home.hero"].subtitle: Text is longer than ${EDIT_LIMITS.valueLength} characters.`,
        'edits.en.home.hero: Invalid section (expected "namespace.section" or "namespace[item].section").',
        'edits: Unknown language "de" (expected "en" or "fr").',
        'file: Unexpected property "extra".',
      ],
    });
  });

  it.each([
    ["[]", 'file: Expected an object with "version" and "edits".'],
    ["null", 'file: Expected an object with "version" and "edits".'],
    [JSON.stringify({ version: 1 }), 'edits: Expected an object with "en" and/or "fr".'],
    [file({ en: { home: "x" } }), "edits.en.home: Expected an object of sections."],
    [
      file({ en: { home: { "home.hero": { "a..b": "x" } } } }),
      'edits.en.home["home.hero"]["a..b"]: Invalid field path (expected names or numbers separated by dots).',
    ],
    [file({ fr: { "": {} } }), 'edits.fr[""]: Invalid page name.'],
  ])("explains %s", (text, message) => {
    expect(parseImportedEdits(text, known)).toEqual({ ok: false, errors: [message] });
  });

  it("reports texts the site does not have, and applies nothing", () => {
    const result = parseImportedEdits(
      file({
        en: {
          home: { "home.hero": { title: "Known", titel: "Typo" } },
          site: { "home.hero": { title: "Wrong page" } },
          templates: { "templateCard[cut-district].title": { "": "Other card" } },
        },
      }),
      known,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        'edits.en.home["home.hero"].titel: Unknown text "home.hero.titel" on page "home".',
        'edits.en.site["home.hero"].title: Unknown text "home.hero.title" on page "site".',
        'edits.en.templates["templateCard[cut-district].title"][""]: Unknown text "templateCard.title" (cut-district) on page "templates".',
      ],
    });
  });

  it("checks each language against its own texts", () => {
    const onlyEnglish: KnownFields = { en: known.en, fr: new Set() };
    const result = parseImportedEdits(
      file({ fr: { home: { "home.hero": { title: "Salut" } } } }),
      onlyEnglish,
    );
    expect(result.ok).toBe(false);
  });

  it("lists the first 20 problems and counts the rest", () => {
    const fields = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`cards.${i}.x`, "v"]));
    const result = parseImportedEdits(file({ en: { home: { "home.services": fields } } }), known);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(21);
    expect(result.errors[20]).toBe("…and 5 more problems.");
  });

  it("accepts the pretty-printed export of the largest edit set the schema allows", () => {
    // As many fields as allowed, with long keys and values filling the stored size limit.
    const count = EDIT_LIMITS.fields;
    const field = (i: number) => `a${String(i).padStart(4, "0")}.${"k".repeat(40)}`;
    const keyBytes = field(0).length + 8;
    const valueLength = Math.floor(EDIT_LIMITS.bytes / count) - keyBytes - 40;
    const rows = Array.from({ length: count }, (_, i) => ({
      page: `page-${i}`,
      section: `ns.s${i}`,
      field: field(i),
      value: "v".repeat(valueLength),
    }));
    const set = editsFromRows({ en: rows });
    expect(parseEditSet(set).ok).toBe(true);
    expect(JSON.stringify(set).length).toBeGreaterThan(0.9 * EDIT_LIMITS.bytes);
    const keys = new Set(rows.map(addressKey));
    const json = toJson(set);
    const result = parseImportedEdits(json, { en: keys, fr: new Set() });
    expect(result.ok).toBe(true);
    expect(new TextEncoder().encode(json).length).toBeLessThanOrEqual(IMPORT_MAX_BYTES);
  });
});

describe("combinePublishedEdits (the build's published edits files)", () => {
  const en = { version: 1, edits: { en: { site: { "common.nav": { home: "Home, en" } } } } };
  const fr = { version: 1, edits: { fr: { site: { "common.nav": { home: "Accueil" } } } } };
  const enLater = { version: 1, edits: { en: { site: { "common.nav": { home: "Later" } } } } };

  it("lays the files over each other in order: one export per language makes one set", () => {
    const result = combinePublishedEdits([
      { name: "edits-en.json", data: en },
      { name: "edits-fr.json", data: fr },
      { name: "edits-en-2.json", data: enLater },
    ]);
    expect(result).toEqual({
      ok: true,
      edits: {
        version: 1,
        edits: {
          en: { site: { "common.nav": { home: "Later" } } },
          fr: { site: { "common.nav": { home: "Accueil" } } },
        },
      },
    });
  });

  it("has no edits without files, and refuses them all when one is wrong, naming the file", () => {
    expect(combinePublishedEdits([])).toEqual({ ok: true, edits: NO_EDITS });
    expect(
      combinePublishedEdits([
        { name: "good.json", data: en },
        {
          name: "bad.json",
          data: { version: 1, edits: { en: { site: { "common.nav": { home: 3 } } } } },
        },
      ]),
    ).toEqual({
      ok: false,
      errors: ['bad.json: edits.en.site["common.nav"].home: Expected a text.'],
    });
  });
});

describe("formatPath", () => {
  it("writes paths as JavaScript would", () => {
    expect(formatPath([])).toBe("file");
    expect(formatPath(["version"])).toBe("version");
    expect(formatPath(["edits", "fr", "site", "quote.steps", "title"])).toBe(
      'edits.fr.site["quote.steps"].title',
    );
    expect(formatPath(["edits", "en", "mining/home", "a[b].c", ""])).toBe(
      'edits.en["mining/home"]["a[b].c"][""]',
    );
  });
});

describe("mergeImport (issue 32, point 5: an import never takes the edits over a limit)", () => {
  const rows = (count: number, value: string, from = 0) =>
    Array.from({ length: count }, (_, i) => ({
      page: "home",
      section: "home.hero",
      field: `field${from + i}`,
      value,
    }));

  it("lays the import over the current edits when the result is within the limits", () => {
    const current = editsFromRows({ en: rows(EDIT_LIMITS.fields - 10, "Mine") });
    const result = mergeImport(current, editsFromRows({ fr: rows(10, "Importé") }));
    expect(result.ok && result.edits.edits.fr).toBeDefined();
    expect(
      result.ok &&
        getEdit(result.edits, "en", { page: "home", section: "home.hero", field: "field0" }),
    ).toBe("Mine");
  });

  it("refuses an import that is valid alone when, with the current edits, there would be too many", () => {
    const current = editsFromRows({ en: rows(EDIT_LIMITS.fields - 10, "Mine") });
    const incoming = editsFromRows({ fr: rows(11, "Importé") });
    expect(parseEditSet(JSON.parse(toJson(incoming))).ok).toBe(true);
    expect(mergeImport(current, incoming)).toEqual({
      ok: false,
      problem: { limit: "fields", count: EDIT_LIMITS.fields + 1 },
    });
  });

  it("refuses an import that would make the stored edits too large", () => {
    const long = "x".repeat(EDIT_LIMITS.valueLength);
    const current = editsFromRows({ en: rows(100, long) });
    const incoming = editsFromRows({ fr: rows(100, long) });
    const result = mergeImport(current, incoming);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem.limit).toBe("bytes");
    expect(!result.ok && result.problem.limit === "bytes" && result.problem.bytes).toBeGreaterThan(
      EDIT_LIMITS.bytes,
    );
  });

  it("counts a text the import replaces once", () => {
    const current = editsFromRows({ en: rows(EDIT_LIMITS.fields, "Mine") });
    const result = mergeImport(current, editsFromRows({ en: rows(5, "Theirs") }));
    expect(result.ok).toBe(true);
  });
});
