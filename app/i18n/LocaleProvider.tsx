import { createContext, use, type ReactNode } from "react";
import { useLocation } from "react-router";
import { localeFromPath } from "../lib/locale-path";
import type { Locale } from "../lib/storage-keys";

const LocaleContext = createContext<Locale | null>(null);

/** The language comes from the URL: /fr/... is French, everything else English. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <LocaleContext value={localeFromPath(pathname)}>{children}</LocaleContext>;
}

export function useLocale(): Locale {
  const locale = use(LocaleContext);
  if (locale == null) throw new Error("useLocale must be used inside <LocaleProvider>.");
  return locale;
}
