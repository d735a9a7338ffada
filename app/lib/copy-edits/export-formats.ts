/**
 * The dashboard's exports of the edits (SPEC §4): JSON (what an import reads
 * back), CSV (Page, Section, Field, Value) and plain text, and their file
 * names. Pure: the caller passes the date and triggers the download.
 */
import { LOCALES, type Locale } from "../storage-keys";
import { editsFromRows, listEdits, type EditRow, type EditSet } from "./edits";

/** The export formats, by file extension. */
export type ExportFormat = "json" | "csv" | "txt";

/**
 * The edit set as pretty-printed JSON, pages, sections and fields in a stable
 * order: exactly what the import accepts.
 */
export function toJson(set: EditSet): string {
  const sorted: Partial<Record<Locale, EditRow[]>> = {};
  for (const locale of LOCALES) sorted[locale] = listEdits(set, locale);
  return `${JSON.stringify(editsFromRows(sorted), null, 2)}\n`;
}

const CSV_HEADER = ["Page", "Section", "Field", "Value"];

/**
 * A value a spreadsheet would read as a formula (OWASP "CSV injection", ASVS
 * 1.2.10, CWE-1236): one starting with = + - @, TAB, CR or NUL, also once
 * leading spaces (and other blanks a spreadsheet may trim) are skipped.
 */
// eslint-disable-next-line no-control-regex
const FORMULA_START = /^[^\S\t\r]*[=+\-@\t\r\u0000]/;

/**
 * A formula trigger after a ";" or a line break inside a value (blanks
 * between): where a spreadsheet whose list separator is ";" (French-Canadian
 * Excel), reading a line not written for it, would start a new cell or row.
 */
// eslint-disable-next-line no-control-regex
const FORMULA_AFTER_BREAK = /([;\n\r][^\S\t\r\n]*)(?=[=+\-@\t\r\u0000])/g;

/**
 * One CSV cell: a value a spreadsheet would run as a formula gets a leading
 * `'`, as does a formula after a ";" or a line break within it, and every
 * cell is quoted, quotes doubled (RFC 4180). Quoting them all, not only those
 * with a comma, keeps a ";" inside its cell for a spreadsheet that honours
 * quotes and splits on ";"; the inner `'` covers one that does not.
 */
export function csvCell(value: string): string {
  const inner = value.replace(FORMULA_AFTER_BREAK, "$1'");
  const safe = FORMULA_START.test(value) ? `'${inner}` : inner;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * The rows as CSV (RFC 4180): a header Page, Section, Field, Value, every
 * cell quoted, CRLF line ends, and a UTF-8 byte-order mark so spreadsheet
 * programs read accents.
 */
export function toCsv(rows: readonly EditRow[]): string {
  const lines = [
    CSV_HEADER,
    ...rows.map(({ page, section, field, value }) => [page, section, field, value]),
  ];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/**
 * The rows as readable text: each page's name underlined, then one
 * `section / field: value` line per edit (`section: value` when the field is
 * empty); the further lines of a multi-line text are indented.
 */
export function toPlainText(rows: readonly EditRow[]): string {
  const blocks: string[] = [];
  let page: string | undefined;
  let lines: string[] = [];
  const flush = () => {
    if (page !== undefined) blocks.push([page, "=".repeat(page.length), ...lines].join("\n"));
  };
  for (const row of rows) {
    if (row.page !== page) {
      flush();
      page = row.page;
      lines = [];
    }
    const where = row.field === "" ? row.section : `${row.section} / ${row.field}`;
    const value = row.value.replace(/\r\n?|\n/g, "\n").replaceAll("\n", "\n    ");
    lines.push(`${where}: ${value}`);
  }
  flush();
  return blocks.length === 0 ? "" : `${blocks.join("\n\n")}\n`;
}

/** The brand as a file-name prefix: "Nickel & Pine" → "nickel-and-pine". */
export function brandSlug(brand: string): string {
  return brand
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replaceAll("&", " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/**
 * The download's name, with the language and the local date:
 * `nickel-and-pine-edits-fr-2026-11-24.csv`.
 */
export function exportFileName(
  brand: string,
  locale: Locale,
  date: Date,
  format: ExportFormat,
): string {
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${brandSlug(brand)}-edits-${locale}-${day}.${format}`;
}
