import { createContext, use, useMemo, type ReactNode } from "react";
import type { Locale } from "../lib/storage-keys";
import type { CopyTree, Translation } from "../lib/text-path";
import type { Namespaces } from "./namespaces";

type Bilingual<T extends CopyTree = CopyTree> = Record<Locale, T>;
type Dictionaries = Readonly<Record<string, Bilingual>>;

const ContentContext = createContext<Dictionaries>({});

/**
 * Makes a page's copy (both languages) available to <Text> under a namespace.
 * Providers nest: a page adds its namespace to the site-wide ones. The copy
 * must have the namespace's shape, so a wrong namespace is a type error.
 */
export function ContentProvider<N extends keyof Namespaces & string>({
  namespace,
  copy,
  children,
}: {
  namespace: N;
  copy: Record<Locale, Translation<Namespaces[N]>>;
  children: ReactNode;
}) {
  const parent = use(ContentContext);
  const value = useMemo(
    () => ({ ...parent, [namespace]: copy as unknown as Bilingual }),
    [parent, namespace, copy],
  );
  return <ContentContext value={value}>{children}</ContentContext>;
}

export function useDictionaries(): Dictionaries {
  return use(ContentContext);
}
