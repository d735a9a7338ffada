import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { usePreviewBrand } from "../../frame/preview-brand";
import { TemplateLogo } from "../../shared/TemplateLogo";
import { cutDistrictBrand } from "../brand";

/** The shop's logo (its "CD" badge when no image loads) and name, leading to its home. */
export function CutBrandLink({ href, onNavigate }: { href: string; onNavigate?: () => void }) {
  const t = useText();
  // In a gallery preview, the visitor may try the template with their own business name.
  const name = usePreviewBrand(cutDistrictBrand.name);
  return (
    <LocalizedLink
      to={href}
      onClick={onNavigate}
      className="group inline-flex min-w-0 items-center gap-3 py-1 pr-2 text-fg"
    >
      <TemplateLogo
        brand={cutDistrictBrand}
        className="size-10 rounded-card! ring-1 ring-accent/50 ring-offset-2 ring-offset-bg"
      />
      <span className="sr-only">{t("cutCommon.nav.brandHome", { name })}</span>
      <span aria-hidden="true" className="grid min-w-0 leading-tight md:max-lg:hidden">
        <span className="truncate font-display text-lg font-bold tracking-[0.12em] uppercase">
          {name}
        </span>
        <span className="truncate text-[0.7rem] font-medium tracking-[0.18em] text-fg-muted uppercase">
          <Text id="cutCommon.tagline" />
        </span>
      </span>
    </LocalizedLink>
  );
}
