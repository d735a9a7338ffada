import { describe, expect, it } from "vitest";
import type { Locale } from "../storage-keys";
import { addressKey } from "./edit-address";
import { NO_EDITS, listEdits, setEdit, type EditRow } from "./edits";
import { parseEditSet } from "./edits-schema";
import { brandSlug, csvCell, exportFileName, toCsv, toJson, toPlainText } from "./export-formats";
import { parseImportedEdits } from "./import-edits";

const row = (section: string, field: string, value: string, page = "home"): EditRow => ({
  page,
  section,
  field,
  value,
});

describe("toJson", () => {
  const set = [
    ["fr", row("home.services", "cards.10.title", "Dix")],
    ["fr", row("home.services", "cards.2.title", "Deux")],
    ["en", row("system.notFound", "", "Lost?", "site")],
  ] as const;
  const edits = set.reduce((acc, [locale, r]) => setEdit(acc, locale, r, r.value), NO_EDITS);

  it("is the edit set, pretty-printed, in a stable order", () => {
    expect(toJson(edits)).toBe(
      [
        "{",
        '  "version": 1,',
        '  "edits": {',
        '    "en": {',
        '      "site": {',
        '        "system.notFound": {',
        '          "": "Lost?"',
        "        }",
        "      }",
        "    },",
        '    "fr": {',
        '      "home": {',
        '        "home.services": {',
        '          "cards.2.title": "Deux",',
        '          "cards.10.title": "Dix"',
        "        }",
        "      }",
        "    }",
        "  }",
        "}",
        "",
      ].join("\n"),
    );
  });

  it("is exactly what the schema and the import accept", () => {
    const parsed = parseEditSet(JSON.parse(toJson(edits)));
    expect(parsed.ok && toJson(parsed.value)).toBe(toJson(edits));
    const known = (locale: Locale) => new Set(listEdits(edits, locale).map(addressKey));
    const imported = parseImportedEdits(toJson(edits), { en: known("en"), fr: known("fr") });
    expect(imported.ok && toJson(imported.edits)).toBe(toJson(edits));
  });

  it("of no edits is an empty edit set", () => {
    expect(JSON.parse(toJson(NO_EDITS))).toEqual({ version: 1, edits: {} });
  });
});

describe("toCsv", () => {
  it("starts with a byte-order mark and the header, and ends lines with CRLF", () => {
    expect(toCsv([row("home.hero", "title", "Hello")])).toBe(
      '\uFEFF"Page","Section","Field","Value"\r\n"home","home.hero","title","Hello"\r\n',
    );
    expect(toCsv([])).toBe('\uFEFF"Page","Section","Field","Value"\r\n');
  });

  it.each([
    ["plain", '"plain"'],
    ["a, b", '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["two\r\nlines", '"two\r\nlines"'],
    ["a; b", '"a; b"'],
    ["", '""'],
  ])("quotes %j as RFC 4180 says", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ["=1+1", `"'=1+1"`],
    ["+33 1 23", `"'+33 1 23"`],
    ["-5 °C", `"'-5 °C"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\tindent", `"'\tindent"`],
    ["  =1", `"'  =1"`],
    ["\rreturn", '"\'\rreturn"'],
    ['=HYPERLINK("https://example.com","y")', '"\'=HYPERLINK(""https://example.com"",""y"")"'],
    ["=a,b", '"\'=a,b"'],
    ["a=1", '"a=1"'],
    ["50% off - today", '"50% off - today"'],
  ])("neutralises the formula in %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("keeps non-Latin text and empty fields intact", () => {
    const csv = toCsv([
      row("home.hero", "title", "Été à Sudbury — « bienvenue »"),
      row("home.hero", "subtitle", "日本語のテキスト 🌲"),
      row("system.notFound", "", "Привет", "site"),
    ]);
    expect(csv.split("\r\n")).toEqual([
      '\uFEFF"Page","Section","Field","Value"',
      '"home","home.hero","title","Été à Sudbury — « bienvenue »"',
      '"home","home.hero","subtitle","日本語のテキスト 🌲"',
      '"site","system.notFound","","Привет"',
      "",
    ]);
  });
});

/** SECURITY.md T3's formulas, and blanks a spreadsheet may skip before one. */
const FORMULAS = [
  '=HYPERLINK("http://evil.example")',
  "+1",
  "-2+3",
  "@SUM(A1)",
  "\t=1",
  "\r=1",
  '=1,"2"',
  "\u0000=1",
  " =1+1",
  "   @SUM(A1)",
  "\u00A0+1",
  "\n=1",
  "\u3000-1",
];
/** Values no spreadsheet runs, which must come out as they went in. */
const HARMLESS = [
  "Été à Sudbury — « bienvenue »",
  "two\nlines",
  "a=1",
  "50% off - today",
  "",
  "'x",
];
// eslint-disable-next-line no-control-regex
const TRIGGER = /^[^\S\t\r]*[=+\-@\t\r\u0000]/;

/**
 * The cells of a CSV text, quotes undone (RFC 4180), without the byte-order
 * mark, split on `separator`: "," as the file is written, or ";" as a
 * spreadsheet whose list separator is ";" (French-Canadian Excel) reads it.
 * A quote opens or closes a quoted run wherever it stands.
 */
function parseCsv(csv: string, separator: "," | ";" = ","): string[][] {
  const rows: string[][] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, "");
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === separator) {
      cells.push(cell);
      cell = "";
    } else if (!quoted && char === "\r" && text[i + 1] === "\n") {
      rows.push([...cells, cell]);
      cells = [];
      cell = "";
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe("toCsv against formula injection (SECURITY.md T3)", () => {
  const values = [...FORMULAS, ...HARMLESS];
  const csv = toCsv(values.map((value) => row("home.hero", "title", value)));
  const cells = parseCsv(csv).slice(1);

  it("leaves no cell that a spreadsheet reads as a formula", () => {
    expect(cells).toHaveLength(values.length);
    for (const cell of cells.flat()) expect(cell).not.toMatch(TRIGGER);
  });

  it("prefixes exactly one ' to each formula and leaves everything else as it was", () => {
    // A line break before a formula gets its own ', for a reader that splits rows on it.
    const marked: Record<string, string> = { "\r=1": "'\r'=1", "\n=1": "'\n'=1" };
    expect(cells.map((cell) => cell[3])).toEqual([
      ...FORMULAS.map((value) => marked[value] ?? `'${value}`),
      ...HARMLESS,
    ]);
  });

  it("loses nothing: dropping the ' before each formula gives every value back", () => {
    const formula = TRIGGER.source.slice(1);
    const inner = new RegExp(`([;\\n\\r][^\\S\\t\\r\\n]*)'(?=${formula})`, "g");
    const start = new RegExp(`^'(?=${formula})`);
    const back = cells.map((cell) => cell[3]!.replace(inner, "$1").replace(start, ""));
    expect(back).toEqual(values);
  });

  it("exports the same values unchanged in JSON and round-trips them through the import", () => {
    const edits = values.reduce(
      (acc, value, i) => setEdit(acc, "fr", row("home.hero", `field${i}`, value), value),
      NO_EDITS,
    );
    const known = new Set(listEdits(edits, "fr").map(addressKey));
    const imported = parseImportedEdits(toJson(edits), { en: new Set(), fr: known });
    expect(imported.ok && listEdits(imported.edits, "fr").map((r) => r.value)).toEqual(
      listEdits(edits, "fr").map((r) => r.value),
    );
  });
});

describe("toCsv read with a comma or a semicolon as the list separator (SECURITY.md T3)", () => {
  /** Values with a ";", as French text has them, some followed by a formula. */
  const values = [
    'Prix : 25 $; =HYPERLINK("http://evil.example")',
    "a;@SUM(A1)",
    "Lundi ; -1 °C",
    "un;+deux",
    "=1;2",
    "Été ; automne",
    ...FORMULAS,
    ...HARMLESS,
  ];
  const rows = values.map((value, i) => row("home.hero", `field${i}`, value));
  const csv = toCsv(rows);

  it("quotes every cell, the header's too", () => {
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe('"Page","Section","Field","Value"');
    expect(lines[1]).toMatch(/^"home","home\.hero","field0","/);
    expect(csvCell("")).toBe('""');
  });

  it("gives the right cells split on commas, and nothing split on semicolons", () => {
    const byComma = parseCsv(csv, ",");
    expect(byComma[0]).toEqual(["Page", "Section", "Field", "Value"]);
    expect(byComma.slice(1).map((cells) => cells.slice(0, 3))).toEqual(
      rows.map((r) => [r.page, r.section, r.field]),
    );
    // Every cell quoted: a ";" in a value is inside quotes, so a spreadsheet
    // splitting on ";" reads each line as one cell and no value is cut in two.
    const bySemicolon = parseCsv(csv, ";");
    expect(bySemicolon).toHaveLength(rows.length + 1);
    for (const cells of bySemicolon) expect(cells).toHaveLength(1);
  });

  it("leaves no cell starting with a formula trigger, whichever the separator", () => {
    for (const separator of [",", ";"] as const) {
      for (const cell of parseCsv(csv, separator).flat()) expect(cell).not.toMatch(TRIGGER);
    }
  });

  it("leaves none either for a spreadsheet that takes a quote only at a cell's start", () => {
    // Excel and Python's csv: once a quoted cell closes, the rest up to the next separator is
    // text, quotes included, so a ";" in a value starts a new cell, a line break a new row.
    const lenient = (separator: string) =>
      csv
        .replace(/^\uFEFF/, "")
        .split(/\r\n|\n|\r/)
        .flatMap((line) => line.split(separator))
        .map((cell) => cell.replace(/^"/, ""));
    for (const separator of [",", ";"]) {
      for (const cell of lenient(separator)) expect(cell).not.toMatch(TRIGGER);
    }
  });

  it('marks a formula after a ";" or a line break with one \', and nothing else', () => {
    expect(csvCell("a;@SUM(A1)")).toBe(`"a;'@SUM(A1)"`);
    expect(csvCell("Lundi ; -1 °C")).toBe(`"Lundi ; '-1 °C"`);
    expect(csvCell("deux\n=1")).toBe(`"deux\n'=1"`);
    expect(csvCell("=1;2")).toBe(`"'=1;2"`);
    expect(csvCell("\n=1")).toBe(`"'\n'=1"`);
    expect(csvCell("Été ; automne")).toBe(`"Été ; automne"`);
  });
});

describe("toPlainText", () => {
  it("lists each page's edits under its name", () => {
    const text = toPlainText([
      row("home.hero", "title", "Hello"),
      row("home.hero", "intro", "Line one\nLine two"),
      row("quote.steps", "title", "Étapes", "site"),
      row("system.notFound", "", "Lost?", "site"),
    ]);
    expect(text).toBe(
      [
        "home",
        "====",
        "home.hero / title: Hello",
        "home.hero / intro: Line one",
        "    Line two",
        "",
        "site",
        "====",
        "quote.steps / title: Étapes",
        "system.notFound: Lost?",
        "",
      ].join("\n"),
    );
  });

  it("is empty when there are no edits", () => {
    expect(toPlainText([])).toBe("");
  });
});

describe("file names", () => {
  it("turn the brand into a prefix", () => {
    expect(brandSlug("Nickel & Pine")).toBe("nickel-and-pine");
    expect(brandSlug("  Café Élan!  ")).toBe("cafe-elan");
  });

  it("carry the language and the local date", () => {
    const lateEvening = new Date(2026, 10, 24, 23, 59);
    expect(exportFileName("Nickel & Pine", "fr", lateEvening, "csv")).toBe(
      "nickel-and-pine-edits-fr-2026-11-24.csv",
    );
    expect(exportFileName("Nickel & Pine", "en", new Date(2027, 0, 5), "json")).toBe(
      "nickel-and-pine-edits-en-2027-01-05.json",
    );
  });
});
