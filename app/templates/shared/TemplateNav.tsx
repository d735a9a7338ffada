import type { ReactNode } from "react";
import { LanguageToggle } from "../../i18n/LanguageToggle";
import type { NavVariant } from "../../lib/template-nav";
import { useScrolledPast } from "../../ui/useScrolledPast";
import type { TemplateBrand } from "./brand";
import { NavAction } from "./NavAction";
import { NavBrand } from "./NavBrand";
import { MAIN_HEADER_LOOK, mainSiteNav } from "./nav-links";
import { TemplateHeader } from "./TemplateHeader";
import { TemplateTopBar } from "./TemplateTopBar";

export interface TemplateNavProps {
  /** "template": company logo, phone and e-mail bar, "View Templates"; "studio": the studio's own, "Get Quote". */
  variant: NavVariant;
  brand: TemplateBrand;
  /** Where the brand link goes (the template's own home). */
  logoHref: string;
  /** Where "Home" goes (SPEC §2.5: /construction or /templates). */
  homeHref: string;
  /** Prefix of the page links: "" for the main pages, "/templates/<slug>" inside a template. */
  linkBase: string;
  tagline?: ReactNode;
  topBarNote?: ReactNode;
  className?: string;
}

/**
 * The main navigation of the template sites (SPEC §2.5), fixed, tinted once
 * scrolled past 20 px. From 1280 px the full link row shows; below, the menu button, with
 * the language toggle and the call to action beside it from 768 px (SPEC §9) and inside the
 * menu below. The brand never truncates: its name wraps instead.
 */
export function TemplateNav({
  variant,
  brand,
  logoHref,
  homeHref,
  linkBase,
  tagline,
  topBarNote,
  className = "",
}: TemplateNavProps) {
  const tinted = useScrolledPast(20);
  return (
    <TemplateHeader
      nav={mainSiteNav(homeHref, linkBase)}
      look={MAIN_HEADER_LOOK}
      data-tinted={tinted}
      data-variant={variant}
      className={className}
      topBar={variant === "template" && <TemplateTopBar brand={brand} note={topBarNote} />}
      brand={<NavBrand variant={variant} brand={brand} href={logoHref} tagline={tagline} />}
      actions={(menu) => (
        <>
          <div className="ml-auto hidden shrink-0 items-center gap-2 md:flex xl:ml-0">
            <LanguageToggle />
            <NavAction variant={variant} className="max-lg:h-10 max-lg:px-4 max-lg:text-sm" />
          </div>
          {menu}
        </>
      )}
      menuActions={(close) => (
        <div className="mt-4 flex items-center gap-3 border-t border-line px-1 pt-4 md:hidden">
          <LanguageToggle />
          <NavAction variant={variant} onNavigate={close} className="flex-1" />
        </div>
      )}
    />
  );
}
