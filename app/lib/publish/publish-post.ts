/**
 * What the copy editor sends to the studio's server when the owner presses Publish
 * (`POST /api/publish`), and how the server reads it: the edit set's own schema (the one the
 * dashboard's import and browser storage use, limits included), and a short note. The server runs
 * this module as built JavaScript (`<build>/server/publish-post.js`, scripts/server-modules.js).
 */
import { NO_EDITS, mergeEdits, type EditSet } from "../copy-edits/edits";
import { parseEditSet } from "../copy-edits/edits-schema";
import { flattenPublished, type PublishedCopy } from "../published-copy";

/** The body of `POST /api/publish`: the browser's edits, both languages, and the owner's note. */
export interface PublishPost {
  edits: EditSet;
  note?: string;
}

/** Characters of a version's note. */
export const NOTE_MAX = 200;

export type PublishPostVerdict =
  { ok: true; edits: EditSet; note: string } | { ok: false; reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads a publish request's body (already parsed JSON) the way the editor builds it. */
export function readPublishPost(body: unknown): PublishPostVerdict {
  if (!isRecord(body)) return { ok: false, reason: "The request is not an object." };
  const note = body.note ?? "";
  if (typeof note !== "string" || note.length > NOTE_MAX) {
    return { ok: false, reason: `The note is not a text of at most ${NOTE_MAX} characters.` };
  }
  const parsed = parseEditSet(body.edits);
  if (!parsed.ok) {
    const issue = parsed.issues[0];
    return {
      ok: false,
      reason: `The edits are not valid: ${issue ? `${issue.path.join(".")}: ${issue.message}` : ""}`,
    };
  }
  return { ok: true, edits: parsed.value, note: note.replace(/\s+/g, " ").trim() };
}

/**
 * A new version's edits: the version before it (or none) with the browser's edits laid over
 * it, so that two browsers publishing one after the other both keep theirs.
 */
export const nextVersionEdits = (previous: EditSet | null, incoming: EditSet): EditSet =>
  mergeEdits(previous ?? NO_EDITS, incoming);

/** Texts of a version, per language, keyed as the pages look them up (lib/published-copy.ts). */
const versionCopy = (edits: EditSet): PublishedCopy => flattenPublished(edits);

/** One field a version changed from the version before it. */
export interface FieldChange {
  locale: "en" | "fr";
  key: string;
  before: string | null;
  after: string | null;
}

/** The fields `after` changes from `before`, field by field, in key order per language. */
export function diffVersions(before: EditSet | null, after: EditSet): FieldChange[] {
  const was = versionCopy(before ?? NO_EDITS);
  const now = versionCopy(after);
  const changes: FieldChange[] = [];
  for (const locale of ["en", "fr"] as const) {
    const old = was[locale] ?? {};
    const next = now[locale] ?? {};
    const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])].sort();
    for (const key of keys) {
      const from = Object.hasOwn(old, key) ? (old[key] ?? null) : null;
      const to = Object.hasOwn(next, key) ? (next[key] ?? null) : null;
      if (from !== to) changes.push({ locale, key, before: from, after: to });
    }
  }
  return changes;
}

/** Edited texts per language in a version. */
export function fieldCounts(edits: EditSet): { en: number; fr: number } {
  const copy = versionCopy(edits);
  return { en: Object.keys(copy.en ?? {}).length, fr: Object.keys(copy.fr ?? {}).length };
}
