import type { ReactNode } from "react";
import { useText } from "../../content/useText";
import { LanguageToggle } from "../../i18n/LanguageToggle";
import type { NavVariant } from "../../lib/template-nav";
import { useScrolledPast } from "../../ui/useScrolledPast";
import type { TemplateBrand } from "./brand";
import { NavAction } from "./NavAction";
import { NavBrand } from "./NavBrand";
import { NavLinks } from "./NavLinks";
import { TemplateMobileMenu } from "./TemplateMobileMenu";
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
 * scrolled past 20 px. From 768 px (SPEC §9) the full link row shows, with
 * tighter spacing up to 1024 px; below, the menu button.
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
  const t = useText();
  return (
    <header
      data-tinted={tinted}
      data-variant={variant}
      className={`tone-steel fixed inset-x-0 top-0 z-40 text-fg transition-[background-color,box-shadow,backdrop-filter] duration-(--motion) data-[tinted=true]:bg-bg/95 data-[tinted=true]:shadow-[0_10px_30px_-18px_rgb(0_0_0/0.7)] data-[tinted=true]:backdrop-blur-md ${className}`}
    >
      {variant === "template" && <TemplateTopBar brand={brand} note={topBarNote} />}
      <div className="px-4 sm:px-6">
        <nav
          aria-label={t("templateUi.nav.label")}
          className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 lg:h-[4.5rem] lg:gap-4"
        >
          <NavBrand variant={variant} brand={brand} href={logoHref} tagline={tagline} />
          <div className="hidden md:block">
            <NavLinks homeHref={homeHref} linkBase={linkBase} layout="bar" />
          </div>
          <div className="hidden shrink-0 items-center gap-2 md:flex">
            <LanguageToggle />
            <NavAction variant={variant} className="max-lg:h-10 max-lg:px-4 max-lg:text-sm" />
          </div>
          <TemplateMobileMenu variant={variant} homeHref={homeHref} linkBase={linkBase} />
        </nav>
      </div>
    </header>
  );
}
