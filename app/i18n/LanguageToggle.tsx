import { type MouseEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useText } from "../content/useText";
import { localizePath, otherLocale } from "../lib/locale-path";
import { write } from "../lib/storage";
import { captureAnchor } from "../ui/scroll-anchor";
import { useHydrated } from "../ui/useHydrated";
import type { KeepScrollState } from "../ui/ScrollToTop";
import { useLocale } from "./LocaleProvider";

/**
 * Shows FR on English pages and EN on French ones. Goes to the same page in the
 * other language, keeping the query, hash and the visitor's place on the page,
 * and remembers the choice.
 */
export function LanguageToggle({ className = "" }: { className?: string }) {
  const locale = useLocale();
  const t = useText();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const next = otherLocale(locale);
  const target = localizePath(`${pathname}${search}${hash}`, next);
  // A prerendered page can be served at another URL (the 404 page is): remount
  // once hydrated so the link's href is the visitor's real URL.
  const hydrated = useHydrated();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    write("language", next);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const state: KeepScrollState = { keepScroll: true, anchor: captureAnchor() };
    void navigate(target, { state, preventScrollReset: true });
  };

  return (
    <Link
      key={hydrated ? "client" : "server"}
      to={target}
      hrefLang={next}
      lang={next}
      aria-label={t("common.language.toggleLabel")}
      onClick={onClick}
      className={`inline-flex h-10 min-w-10 items-center justify-center rounded-full border border-line px-3 text-sm font-bold tracking-wide text-fg transition hover:border-white/30 hover:bg-white/10 ${className}`}
      data-testid="language-toggle"
    >
      {t("common.language.toggle")}
    </Link>
  );
}
