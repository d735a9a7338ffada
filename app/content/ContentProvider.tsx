import { createContext, use, useMemo, type ReactNode } from "react";
import type { Locale } from "../lib/storage-keys";
import type { CopyTree, Translation } from "../lib/text-path";
import type { Namespaces } from "./namespaces";

/** A namespace's copy in both languages and, when it has several, which one (see registry.ts). */
interface Provided {
  copy: Record<Locale, CopyTree>;
  instance?: string;
}
type Dictionaries = Readonly<Record<string, Provided>>;

const ContentContext = createContext<Dictionaries>({});

/**
 * Makes a page's copy (both languages) available to <Text> under a namespace.
 * Providers nest: a page adds its namespace to the site-wide ones. The copy
 * must have the namespace's shape, so a wrong namespace is a type error. A
 * namespace provided once per item (a template card) names its `instance`,
 * the key it is registered under, so the owner's edit of one card stays on it.
 * A namespace that comes in parts (registry.ts, `defineCopyPart`) is provided
 * part by part, each where its sections are shown: a part provided inside
 * another of the same namespace (and instance) adds its sections to it.
 */
export function ContentProvider<
  N extends keyof Namespaces & string,
  K extends keyof Namespaces[N] = keyof Namespaces[N],
>({
  namespace,
  copy,
  instance,
  children,
}: {
  namespace: N;
  copy: Record<Locale, Translation<Pick<Namespaces[N], K>>>;
  instance?: string;
  children: ReactNode;
}) {
  const parent = use(ContentContext);
  const value = useMemo(() => {
    const own = copy as unknown as Record<Locale, CopyTree>;
    const outer = parent[namespace];
    const merged =
      outer && outer.instance === instance
        ? { en: { ...outer.copy.en, ...own.en }, fr: { ...outer.copy.fr, ...own.fr } }
        : own;
    return { ...parent, [namespace]: { copy: merged, instance } };
  }, [parent, namespace, copy, instance]);
  return <ContentContext value={value}>{children}</ContentContext>;
}

export function useDictionaries(): Dictionaries {
  return use(ContentContext);
}
