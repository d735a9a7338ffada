import { createContext, use, useMemo, type ReactNode } from "react";
import type { Locale } from "../lib/storage-keys";
import type { CopyTree } from "../lib/text-path";

export type Bilingual<T extends CopyTree = CopyTree> = Record<Locale, T>;
type Dictionaries = Readonly<Record<string, Bilingual>>;

const ContentContext = createContext<Dictionaries>({});

/**
 * Makes a page's copy (both languages) available to <Text> under a namespace.
 * Providers nest: a page adds its namespace to the site-wide ones.
 */
export function ContentProvider({
  namespace,
  copy,
  children,
}: {
  namespace: string;
  copy: Bilingual;
  children: ReactNode;
}) {
  const parent = use(ContentContext);
  const value = useMemo(() => ({ ...parent, [namespace]: copy }), [parent, namespace, copy]);
  return <ContentContext value={value}>{children}</ContentContext>;
}

export function useDictionaries(): Dictionaries {
  return use(ContentContext);
}
