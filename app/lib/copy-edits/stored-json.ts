/**
 * Best-effort reading of JSON from browser storage: when a stored value fails
 * its schema, the parts the schema complains about are dropped and the rest
 * is checked once more. So one bad entry falls back to its default instead of
 * taking every other stored entry with it. (An import never salvages: it is
 * all or nothing, see import-edits.ts.)
 */

/** What a schema said about some data: the parsed value, or what is wrong where. */
export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly ParseIssue[] };

/** The part of a zod issue this module reads. */
export interface ParseIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  /** The unexpected property names of an `unrecognized_keys` issue. */
  readonly keys?: readonly string[];
  /** What is wrong with the key itself, for an `invalid_key` issue of a record. */
  readonly issues?: readonly ParseIssue[];
}

const REMOVED = Symbol("removed");

type Container = Record<PropertyKey, unknown> | unknown[];

const isContainer = (value: unknown): value is Container =>
  typeof value === "object" && value !== null;

/**
 * Parses `data`; if that fails, drops each value an issue points at (and
 * each unexpected property) from `data` and parses again. Returns null when
 * nothing valid is left (an issue about the whole value, or a second
 * failure). Changes `data`, which must be the caller's own fresh copy.
 */
function salvage<T>(data: unknown, parse: (data: unknown) => Parsed<T>): T | null {
  const first = parse(data);
  if (first.ok) return first.value;
  if (!isContainer(data)) return null;

  const emptied = new Set<unknown[]>();
  for (const issue of first.issues) {
    const paths =
      issue.code === "unrecognized_keys" && issue.keys
        ? issue.keys.map((key) => [...issue.path, key])
        : [issue.path];
    for (const path of paths) {
      if (path.length === 0) return null;
      drop(data, path, emptied);
    }
  }
  for (const list of emptied) {
    const kept = list.filter((item) => item !== REMOVED);
    list.splice(0, list.length, ...kept);
  }

  const second = parse(data);
  return second.ok ? second.value : null;
}

/** Removes the value at `path` (array items are marked, then filtered out by the caller). */
function drop(root: unknown, path: readonly PropertyKey[], emptied: Set<unknown[]>): void {
  let node: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (!isContainer(node) || !Object.hasOwn(node, key)) return;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  const last = path[path.length - 1];
  if (!isContainer(node) || last === undefined || !Object.hasOwn(node, last)) return;
  if (Array.isArray(node)) {
    node[Number(last)] = REMOVED;
    emptied.add(node);
  } else {
    delete node[last];
  }
}

/**
 * Reads a stored JSON text with `parse`, dropping the entries it rejects (see
 * the module comment). Text longer than `maxLength`, malformed JSON or
 * nothing valid gives null. Never throws.
 */
export function readStored<T>(
  raw: string,
  maxLength: number,
  parse: (data: unknown) => Parsed<T>,
): T | null {
  if (raw.length > maxLength) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  return salvage(data, parse);
}
