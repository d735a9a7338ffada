import type { Locale } from "../lib/storage-keys";
import type { CopyTree, CopyValue, Translation } from "../lib/text-path";
import type { Namespaces } from "./namespaces";

/** A namespace's copy in both languages; French is typed against English. */
export type BilingualCopy<T> = { en: T; fr: Translation<T> };

/**
 * One registered copy: its namespace, the page (or "site" part) it belongs to
 * and, for a namespace with one copy per item (`templateCard`: one per
 * template), the instance it is (the template's slug).
 */
export interface CopyEntry {
  namespace: string;
  page: string;
  instance?: string;
  copy: Record<Locale, CopyTree>;
}

/** One editable piece of copy: SPEC §4's page, section and field (a path such as `cards.2.title`). */
export interface CopyField {
  page: string;
  namespace: string;
  /** Which copy of the namespace, when it has several; with `id` it names the field uniquely. */
  instance?: string;
  section: string;
  field: string;
  /** The text id `<Text>` renders it with: `namespace.section.field`. */
  id: string;
  value: string;
}

const entries = new Map<string, CopyEntry>();

/**
 * Registers a namespace's copy when its module loads (so with its page) and
 * returns it for its ContentProvider. The copy editor and its export
 * enumerate pages, sections and fields from here. A
 * namespace provided once per item registers each copy under its `instance`.
 */
export function defineCopy<N extends keyof Namespaces & string>(
  namespace: N,
  page: string,
  copy: BilingualCopy<Namespaces[N]>,
  instance?: string,
): BilingualCopy<Namespaces[N]> {
  entries.set(instance === undefined ? namespace : `${namespace}:${instance}`, {
    namespace,
    page,
    ...(instance === undefined ? {} : { instance }),
    copy: copy as unknown as Record<Locale, CopyTree>,
  });
  return copy;
}

/**
 * Registers one part of a namespace's copy: some of its top-level sections, for a page whose
 * later sections load their words with their code (the studio home: its first screen, then
 * the rest). Text ids stay whole (`home.services.title`), each part's provider serves its own
 * sections, and the registry holds the namespace whole once every part has loaded.
 */
export function defineCopyPart<
  N extends keyof Namespaces & string,
  K extends keyof Namespaces[N] & string,
>(
  namespace: N,
  page: string,
  copy: BilingualCopy<Pick<Namespaces[N], K>>,
): BilingualCopy<Pick<Namespaces[N], K>> {
  const parts = copy as unknown as Record<Locale, CopyTree>;
  const before = entries.get(namespace)?.copy;
  entries.set(namespace, {
    namespace,
    page,
    copy: before ? { en: { ...before.en, ...parts.en }, fr: { ...before.fr, ...parts.fr } } : parts,
  });
  return copy;
}

/** Every copy registered so far. */
export const registeredCopy = (): CopyEntry[] => [...entries.values()];

/** Every text of one registered copy in one language, as page, section and field. */
export function copyFields(entry: CopyEntry, locale: Locale): CopyField[] {
  const fields: CopyField[] = [];
  const walk = (node: CopyValue, path: string[]) => {
    if (typeof node === "string") {
      const [section = "", ...rest] = path;
      const field = rest.join(".");
      fields.push({
        page: entry.page,
        namespace: entry.namespace,
        ...(entry.instance === undefined ? {} : { instance: entry.instance }),
        section,
        field,
        id: [entry.namespace, ...path].join("."),
        value: node,
      });
      return;
    }
    const children: [string, CopyValue][] = Array.isArray(node)
      ? node.map((child, i) => [String(i), child])
      : Object.entries(node);
    for (const [key, child] of children) walk(child, [...path, key]);
  };
  walk(entry.copy[locale], []);
  return fields;
}
