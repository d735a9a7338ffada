import { useMemo, type ReactNode } from "react";
import { Text } from "../../content/Text";
import type { NavVariant } from "../../lib/template-nav";
import type { TemplateBrand } from "./brand";
import { TemplateNav } from "./TemplateNav";
import { useTemplateNav } from "./useTemplateNav";
import { LazyPart } from "../../ui/LazyPart";
import { useHydrated } from "../../ui/useHydrated";

/**
 * A template site's chrome: skip link, navigation (SPEC §2.5), main and footer.
 * With `dualNav` (a prerendered main page) both navigation variants are
 * rendered until the page hydrates, and the `nav-template` class on <html>
 * shows the right one; then only that one stays. Only the navigation renders
 * again then: the page and the footer are the same elements.
 */
export function TemplateChrome({
  pathname,
  brand,
  logoHref,
  homeHref: ownHome,
  linkBase,
  tagline,
  topBarNote,
  look,
  dualNav = false,
  mainId = "main",
  className = "",
  footer,
  children,
}: {
  pathname: string;
  brand: TemplateBrand;
  logoHref: string;
  /** Where the navigation's Home link goes, when the site's look has a home of its own. */
  homeHref?: string;
  linkBase: string;
  tagline?: ReactNode;
  topBarNote?: ReactNode;
  /** The site's look: its `theme-<look>` token set in app.css ("simple", "premium", ...). */
  look: string;
  dualNav?: boolean;
  mainId?: string;
  className?: string;
  footer: ReactNode;
  children: ReactNode;
}) {
  const { variant, homeHref } = useTemplateNav(pathname);
  const hydrated = useHydrated();
  const bothNavs = dualNav && !hydrated;
  const variants: NavVariant[] = bothNavs ? ["studio", "template"] : [variant];
  // The navigation follows the stored context, which changes as a site is entered; the same
  // element each time keeps that change out of the footer, whose server HTML then waits for
  // its code instead of being drawn again.
  const footerPart = useMemo(() => <LazyPart>{footer}</LazyPart>, [footer]);
  return (
    <div className={`site-look theme-${look} flex min-h-dvh flex-col bg-bg text-fg ${className}`}>
      <a
        href={`#${mainId}`}
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Text id="templateUi.skipLink" />
      </a>
      {variants.map((shown) => (
        <TemplateNav
          key={shown}
          variant={shown}
          brand={brand}
          logoHref={logoHref}
          homeHref={ownHome ?? homeHref}
          linkBase={linkBase}
          tagline={tagline}
          topBarNote={topBarNote}
          className={bothNavs ? `navvar-${shown}` : ""}
        />
      ))}
      <main id={mainId} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {footerPart}
    </div>
  );
}
