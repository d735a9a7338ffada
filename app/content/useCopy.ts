import { useLocale } from "../i18n/LocaleProvider";
import type { Translation } from "../lib/text-path";

/** A page's copy object in the current language, for structure (list lengths, keys). */
export function useCopy<T>(copy: { en: T; fr: Translation<T> }): Translation<T> {
  const locale = useLocale();
  return copy[locale] as Translation<T>;
}
