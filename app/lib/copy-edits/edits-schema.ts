/**
 * The one schema of an edit set, used to read it from storage, to check it
 * before saving and to accept an imported file, so an export is exactly what
 * an import accepts. Its messages are the import's error messages (English).
 * Parsing never throws and returns prototype-free records.
 */
import * as z from "zod/mini";
import { LOCALES, type Locale } from "../storage-keys";
import { isFieldKey, isPageKey, isSectionKey } from "./edit-address";
import { editsFromRows, type EditRow, type EditSet } from "./edits";
import { readStored, type Parsed } from "./stored-json";
import { utf8Length } from "./utf8";

/** The limits of an edit set. */
export const EDIT_LIMITS = {
  /** Characters (UTF-16 code units, like `maxlength`) of one edited text. */
  valueLength: 5000,
  /** Edited texts in all, both languages together. */
  fields: 5000,
  /**
   * UTF-8 bytes of the stored (compact) JSON. The pretty-printed export of
   * the largest allowed set stays below the import's 1 MiB limit.
   */
  bytes: 800_000,
} as const;

const key = (isValid: (key: string) => boolean, error: string) =>
  z.string().check(z.refine(isValid, { error }));

const fieldsSchema = z.record(
  key(isFieldKey, "Invalid field path (expected names or numbers separated by dots)."),
  z.string({ error: "Expected a text." }).check(
    z.maxLength(EDIT_LIMITS.valueLength, {
      error: `Text is longer than ${EDIT_LIMITS.valueLength} characters.`,
    }),
  ),
  { error: "Expected an object of fields and their texts." },
);

const pageSchema = z.record(
  key(isSectionKey, 'Invalid section (expected "namespace.section" or "namespace[item].section").'),
  fieldsSchema,
  { error: "Expected an object of sections." },
);

const treeSchema = z.record(key(isPageKey, "Invalid page name."), pageSchema, {
  error: "Expected an object of pages.",
});

type ParsedTree = z.output<typeof treeSchema>;

const localesShape = {
  en: z.optional(treeSchema),
  fr: z.optional(treeSchema),
} satisfies Record<Locale, unknown>;

/** Every text of a parsed language, as rows. */
function* rowsOf(tree: ParsedTree | undefined): Generator<EditRow> {
  for (const [page, sections] of Object.entries(tree ?? {})) {
    for (const [section, fields] of Object.entries(sections)) {
      for (const [field, value] of Object.entries(fields)) yield { page, section, field, value };
    }
  }
}

function fieldCount(edits: Partial<Record<Locale, ParsedTree>>): number {
  let count = 0;
  for (const locale of LOCALES) for (const _ of rowsOf(edits[locale])) count++;
  return count;
}

/** An edit set as stored, exported and imported: `{ version: 1, edits: { en?, fr? } }`. */
const editSetSchema = z
  .strictObject(
    {
      version: z.literal(1, { error: "Unsupported version (expected 1)." }),
      edits: z.strictObject(localesShape, { error: 'Expected an object with "en" and/or "fr".' }),
    },
    { error: 'Expected an object with "version" and "edits".' },
  )
  .check(
    z.refine((set) => fieldCount(set.edits) <= EDIT_LIMITS.fields, {
      error: `Too many edits (at most ${EDIT_LIMITS.fields} in all).`,
      path: ["edits"],
    }),
    z.refine((set) => utf8Length(JSON.stringify(set)) <= EDIT_LIMITS.bytes, {
      error: `The edits are too large (at most ${EDIT_LIMITS.bytes / 1000} kB).`,
      path: ["edits"],
    }),
  );

/** Rebuilds parsed data as prototype-free records, leaving out empty sections and pages. */
function toEditSet(data: z.output<typeof editSetSchema>): EditSet {
  const rows: Partial<Record<Locale, Iterable<EditRow>>> = {};
  for (const locale of LOCALES) rows[locale] = rowsOf(data.edits[locale]);
  return editsFromRows(rows);
}

/** A limit of {@link EDIT_LIMITS} that an edit set is over, with its size on that measure. */
export type LimitProblem =
  | { readonly limit: "fields"; readonly count: number }
  | { readonly limit: "bytes"; readonly bytes: number };

/**
 * The limit `set` is over, or null: what the schema would refuse in it as a
 * whole (its values are checked one by one where they are typed or parsed).
 */
export function limitProblem(set: EditSet): LimitProblem | null {
  const count = fieldCount(set.edits);
  if (count > EDIT_LIMITS.fields) return { limit: "fields", count };
  const bytes = utf8Length(serializeEdits(set));
  return bytes > EDIT_LIMITS.bytes ? { limit: "bytes", bytes } : null;
}

/** Checks any value against {@link editSetSchema}; never throws. */
export function parseEditSet(data: unknown): Parsed<EditSet> {
  const result = editSetSchema.safeParse(data);
  return result.success
    ? { ok: true, value: toEditSet(result.data) }
    : { ok: false, issues: result.error.issues };
}

/**
 * Reads the stored edit set (the `parse` of its storage key): malformed JSON,
 * a wrong version or an oversized value read as null (no edits); a single bad
 * entry is dropped and the others kept.
 */
export function parseStoredEdits(raw: string): EditSet | null {
  return readStored(raw, EDIT_LIMITS.bytes, parseEditSet);
}

/**
 * Reads the stored edit set as {@link parseStoredEdits} does, and says whether
 * it was read in full (`intact`): false when anything in it was dropped or
 * nothing could be read, so that the stored text can be kept elsewhere before
 * it is replaced.
 */
export function readStoredEdits(raw: string): { edits: EditSet | null; intact: boolean } {
  if (raw.length <= EDIT_LIMITS.bytes) {
    try {
      const parsed = parseEditSet(JSON.parse(raw));
      if (parsed.ok) return { edits: parsed.value, intact: true };
    } catch {
      // Malformed JSON: nothing to read below either.
    }
  }
  return { edits: parseStoredEdits(raw), intact: false };
}

/** The stored form of an edit set (the `serialize` of its storage key): compact JSON. */
export function serializeEdits(set: EditSet): string {
  return JSON.stringify(set);
}
