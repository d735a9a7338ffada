import type { ReactNode } from "react";
import { useText } from "../../content/useText";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import type { NavVariant } from "../../lib/template-nav";
import { site } from "../../site.config";
import { BrandMark } from "../../studio/BrandMark";
import { usePreviewBrand } from "../frame/preview-brand";
import type { TemplateBrand } from "./brand";
import { TemplateLogo } from "./TemplateLogo";

/** The navigation's brand link: the template company's logo and name, or the studio's in its own navigation. */
export function NavBrand({
  variant,
  brand,
  href,
  tagline,
  onNavigate,
}: {
  variant: NavVariant;
  brand: TemplateBrand;
  href: string;
  tagline?: ReactNode;
  onNavigate?: () => void;
}) {
  const t = useText();
  const studio = variant === "studio";
  // In a gallery preview, the visitor may try the template with their own business name.
  const templateName = usePreviewBrand(brand.name);
  const name = studio ? site.brand : templateName;
  return (
    <LocalizedLink
      to={studio ? "/" : href}
      onClick={onNavigate}
      className="group inline-flex min-w-0 items-center gap-3 rounded-lg py-1 pr-2 text-fg"
    >
      {studio ? <BrandMark className="size-10" /> : <TemplateLogo brand={brand} />}
      <span className="sr-only">{t("templateUi.nav.brandHome", { name })}</span>
      <span aria-hidden="true" className="grid min-w-0 leading-tight">
        <span className="truncate font-display text-lg font-bold tracking-tight">{name}</span>
        {!studio && tagline && (
          <span className="truncate text-xs font-medium tracking-wide text-fg-muted">
            {tagline}
          </span>
        )}
      </span>
    </LocalizedLink>
  );
}
