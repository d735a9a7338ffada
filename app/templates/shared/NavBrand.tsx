import type { ReactNode } from "react";
import { useText } from "../../content/useText";
import type { NavVariant } from "../../lib/template-nav";
import { site } from "../../site.config";
import { BrandMark } from "../../studio/BrandMark";
import { usePreviewBrand } from "../frame/preview-brand";
import type { TemplateBrand } from "./brand";
import { TemplateBrandLink } from "./TemplateBrandLink";
import { TemplateLogo } from "./TemplateLogo";

const LOOK = {
  link: "group inline-flex min-w-0 items-center gap-3 rounded-lg py-1 pr-2 text-fg",
  text: "grid min-w-0 leading-tight",
  name: "font-display text-base font-bold tracking-tight sm:text-lg",
  tagline: "hidden text-xs font-medium tracking-wide text-fg-muted sm:block",
};

/** The navigation's brand link: the template company's logo and name, or the studio's in its own navigation. */
export function NavBrand({
  variant,
  brand,
  href,
  tagline,
}: {
  variant: NavVariant;
  brand: TemplateBrand;
  href: string;
  tagline?: ReactNode;
}) {
  const t = useText();
  const studio = variant === "studio";
  // In a gallery preview, the visitor may try the template with their own business name.
  const templateName = usePreviewBrand(brand.name);
  const name = studio ? site.brand : templateName;
  return (
    <TemplateBrandLink
      to={studio ? "/" : href}
      name={name}
      label={t("templateUi.nav.brandHome", { name })}
      logo={studio ? <BrandMark className="size-10" /> : <TemplateLogo brand={brand} />}
      tagline={studio ? undefined : tagline}
      look={LOOK}
    />
  );
}
