import type { Locale } from "../lib/storage-keys";
import type { CopyTree, CopyValue, Translation } from "../lib/text-path";
import type { Namespaces } from "./namespaces";

/** A namespace's copy in both languages; French is typed against English. */
export type BilingualCopy<T> = { en: T; fr: Translation<T> };

/** One registered namespace: its copy and the page (or "site" part) it belongs to. */
export interface CopyEntry {
  namespace: string;
  page: string;
  copy: Record<Locale, CopyTree>;
}

/** One editable piece of copy: SPEC §4's page, section and field (a path such as `cards.2.title`). */
export interface CopyField {
  page: string;
  namespace: string;
  section: string;
  field: string;
  /** The text id `<Text>` renders it with: `namespace.section.field`. */
  id: string;
  value: string;
}

const entries = new Map<string, CopyEntry>();

/**
 * Registers a namespace's copy when its module loads (so with its page) and
 * returns it for its ContentProvider. The copy editor, its export and the
 * translation helper enumerate pages, sections and fields from here.
 */
export function defineCopy<N extends keyof Namespaces & string>(
  namespace: N,
  page: string,
  copy: BilingualCopy<Namespaces[N]>,
): BilingualCopy<Namespaces[N]> {
  entries.set(namespace, { namespace, page, copy: copy as unknown as Record<Locale, CopyTree> });
  return copy;
}

/** Every namespace registered so far. */
export const registeredCopy = (): CopyEntry[] => [...entries.values()];

/** Every text of one namespace in one language, as page, section and field. */
export function copyFields(entry: CopyEntry, locale: Locale): CopyField[] {
  const fields: CopyField[] = [];
  const walk = (node: CopyValue, path: string[]) => {
    if (typeof node === "string") {
      const [section = "", ...rest] = path;
      const field = rest.join(".");
      fields.push({
        page: entry.page,
        namespace: entry.namespace,
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
