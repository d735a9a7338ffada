/**
 * Reads an imported edits file (the JSON export): all or nothing. Every
 * problem is reported as a readable English message with where it is, and
 * nothing is returned to apply unless the whole file is valid.
 */
import { LOCALES, type Locale } from "../storage-keys";
import { addressKey, textIdOf } from "./edit-address";
import { listEdits, mergeEdits, NO_EDITS, type EditSet } from "./edits";
import { limitProblem, parseEditSet, type LimitProblem } from "./edits-schema";
import type { ParseIssue } from "./stored-json";
import { utf8Length } from "./utf8";

/** The largest file accepted, in bytes (1 MiB); check `File.size` against it before reading. */
export const IMPORT_MAX_BYTES = 1024 * 1024;

/** How many problems are listed one by one; the rest are counted. */
const MAX_LISTED = 20;

/** The {@link addressKey}s of the texts that exist, per language (see `knownFieldKeys`). */
export type KnownFields = Readonly<Record<Locale, ReadonlySet<string>>>;

/** What an import found: the edits to apply, or why nothing will be applied. */
export type ImportResult =
  | { readonly ok: true; readonly edits: EditSet }
  | { readonly ok: false; readonly errors: readonly string[] };

/** Checks an imported file's text: size, JSON, the edit-set schema, then that every text exists. */
export function parseImportedEdits(text: string, known: KnownFields): ImportResult {
  // A string's UTF-8 size is at least its length, so a long one is refused before it is measured.
  if (text.length > IMPORT_MAX_BYTES || utf8Length(text) > IMPORT_MAX_BYTES) {
    return fail([`The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`]);
  }

  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    const detail = error instanceof SyntaxError ? ` (${error.message})` : "";
    return fail([`The file is not valid JSON${detail}.`]);
  }

  const parsed = parsePublishedEdits(data);
  if (!parsed.ok) return parsed;

  const unknown = LOCALES.flatMap((locale) =>
    listEdits(parsed.edits, locale)
      .filter((row) => !known[locale].has(addressKey(row)))
      .map((row) => {
        const text = textIdOf(row);
        const name = JSON.stringify(text?.id ?? row.field);
        const instance = text?.instance === undefined ? "" : ` (${text.instance})`;
        return `${formatPath(["edits", locale, row.page, row.section, row.field])}: Unknown text ${name}${instance} on page "${row.page}".`;
      }),
  );
  return unknown.length > 0 ? fail(unknown) : parsed;
}

/**
 * The current edits with an import's laid over them, checked as a whole
 * against the limits of the edit set: the edits to save, or the limit they
 * would be over, and then nothing is applied (a set over a limit could not
 * be read back, and would take every edit with it).
 */
export function mergeImport(
  current: EditSet,
  incoming: EditSet,
):
  | { readonly ok: true; readonly edits: EditSet }
  | { readonly ok: false; readonly problem: LimitProblem } {
  const edits = mergeEdits(current, incoming);
  const problem = limitProblem(edits);
  return problem === null ? { ok: true, edits } : { ok: false, problem };
}

/**
 * The build's reading of the published edits files (their parsed JSON, by
 * file name): each is checked against the edit-set schema alone (whether
 * their texts exist is the unit tests' part), then they are laid over each
 * other in order. Any problem in any file refuses them all.
 * @public (loaded by scripts/published-edits-plugin.ts through Vite's module runner)
 */
export function combinePublishedEdits(
  files: readonly { readonly name: string; readonly data: unknown }[],
): ImportResult {
  let edits = NO_EDITS;
  const errors: string[] = [];
  for (const { name, data } of files) {
    const parsed = parsePublishedEdits(data);
    if (parsed.ok) edits = mergeEdits(edits, parsed.edits);
    else errors.push(...parsed.errors.map((error) => `${name}: ${error}`));
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, edits };
}

/** Checks parsed JSON against the edit-set schema alone. */
function parsePublishedEdits(data: unknown): ImportResult {
  const parsed = parseEditSet(data);
  return parsed.ok ? { ok: true, edits: parsed.value } : fail(parsed.issues.map(describeIssue));
}

function fail(errors: string[]): ImportResult {
  const listed = errors.slice(0, MAX_LISTED);
  const more = errors.length - listed.length;
  if (more > 0) listed.push(`…and ${more} more ${more === 1 ? "problem" : "problems"}.`);
  return { ok: false, errors: listed };
}

/** "where: what", with the schema's own message. */
function describeIssue(issue: ParseIssue): string {
  if (issue.code === "unrecognized_keys" && issue.keys) {
    const names = issue.keys.map((name) => JSON.stringify(name)).join(", ");
    if (issue.path.length === 1 && issue.path[0] === "edits") {
      const expected = LOCALES.map((locale) => JSON.stringify(locale)).join(" or ");
      return `edits: Unknown ${issue.keys.length === 1 ? "language" : "languages"} ${names} (expected ${expected}).`;
    }
    return `${formatPath(issue.path)}: Unexpected ${issue.keys.length === 1 ? "property" : "properties"} ${names}.`;
  }
  // A record's bad key: the key's own check says what is wrong with it.
  const message =
    issue.code === "invalid_key" ? (issue.issues?.[0]?.message ?? issue.message) : issue.message;
  return `${formatPath(issue.path)}: ${message}`;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A path as JavaScript would write it: `edits.fr.site["quote.steps"].title`; the root is "file". */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "file";
  return path
    .map((part, i) => {
      const name = String(part);
      if (IDENTIFIER.test(name)) return i === 0 ? name : `.${name}`;
      return `[${JSON.stringify(name)}]`;
    })
    .join("");
}
