import { useCallback } from "react";
import { useLocale } from "../i18n/LocaleProvider";
import { format, lookup } from "../lib/text-path";
import { useDictionaries } from "./ContentProvider";
import type { TextId } from "./namespaces";

export type TextValues = Record<string, string | number>;

/** Returns `t(id, values?)` for copy that lands in attributes (aria-label, placeholder, alt). */
export function useText() {
  const locale = useLocale();
  const dictionaries = useDictionaries();
  return useCallback(
    (id: TextId, values?: TextValues) => {
      const dot = id.indexOf(".");
      const namespace = id.slice(0, dot);
      const text = lookup(dictionaries[namespace]?.[locale], id.slice(dot + 1));
      if (text === undefined) {
        if (import.meta.env.DEV) console.warn(`Missing copy: ${locale}:${id}`);
        return id;
      }
      return values ? format(text, values) : text;
    },
    [dictionaries, locale],
  );
}
