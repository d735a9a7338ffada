import { Link, useLocation } from "react-router";
import { useText } from "../content/useText";
import { localizePath, otherLocale } from "../lib/locale-path";
import { write } from "../lib/storage";
import type { KeepScrollState } from "../ui/ScrollToTop";
import { useLocale } from "./LocaleProvider";

/**
 * Shows FR on English pages and EN on French ones. Goes to the same page in the
 * other language, keeping the query, hash and scroll position, and remembers the choice.
 */
export function LanguageToggle({ className = "" }: { className?: string }) {
  const locale = useLocale();
  const t = useText();
  const { pathname, search, hash } = useLocation();
  const next = otherLocale(locale);
  const keepScroll: KeepScrollState = { keepScroll: true };

  return (
    <Link
      to={localizePath(`${pathname}${search}${hash}`, next)}
      state={keepScroll}
      preventScrollReset
      hrefLang={next}
      lang={next}
      aria-label={t("common.language.toggleLabel")}
      onClick={() => write("language", next)}
      className={`inline-flex h-10 min-w-10 items-center justify-center rounded-full border border-line px-3 text-sm font-bold tracking-wide text-fg transition hover:border-white/30 hover:bg-white/10 ${className}`}
      data-testid="language-toggle"
    >
      {t("common.language.toggle")}
    </Link>
  );
}
