import { useCallback } from "react";
import { useLocale } from "../i18n/LocaleProvider";
import { format, lookup } from "../lib/text-path";
import { useDictionaries } from "./ContentProvider";
import { useCopyLayer, type CopyLayer } from "./copy-layer";
import type { TextId } from "./namespaces";
import { publishedText } from "./published";

export type TextValues = Record<string, string | number>;

/**
 * Returns `t(id, values?)`, the one lookup of a text id (also for copy that
 * lands in attributes: aria-label, placeholder, alt), in the current language:
 * the owner's edit in this browser first (of this instance, for a namespace
 * provided once per item), then the edit published with the site (in French,
 * an English edit with no French is published translated, or as written when
 * the build had no translation service), then, in French, the owner's English
 * edit in this browser (the build translates it once published), then the
 * dictionary.
 */
export function useText() {
  return useTextWith(useCopyLayer());
}

/** {@link useText} with the copy layer already read (by <Text>). */
export function useTextWith({ override }: Pick<CopyLayer, "override">) {
  const locale = useLocale();
  const dictionaries = useDictionaries();
  return useCallback(
    (id: TextId, values?: TextValues) => {
      const dot = id.indexOf(".");
      const namespace = id.slice(0, dot);
      const provided = dictionaries[namespace];
      const text =
        override?.(locale, id, provided?.instance) ??
        publishedText(locale, id, provided?.instance) ??
        (locale === "fr" ? override?.("en", id, provided?.instance) : undefined) ??
        lookup(provided?.copy[locale], id.slice(dot + 1));
      if (text === undefined) {
        if (import.meta.env.DEV) console.warn(`Missing copy: ${locale}:${id}`);
        return id;
      }
      return values ? format(text, values) : text;
    },
    [dictionaries, locale, override],
  );
}
