import { useCallback } from "react";
import { localizePath } from "../lib/locale-path";
import { useLocale } from "./LocaleProvider";

/** Turns a SPEC path ("/templates") into the current language's path ("/fr/templates"). */
export function useLocalizedPath() {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
