import { useText } from "../content/useText";
import { LocalizedLink } from "../i18n/LocalizedLink";
import { site } from "../site.config";
import { BrandMark } from "./BrandMark";

export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  const t = useText();
  return (
    <LocalizedLink
      to="/"
      onClick={onNavigate}
      aria-label={t("common.nav.home", { brand: site.brand })}
      className="group inline-flex items-center gap-2.5 rounded-full pr-2 font-display text-lg font-bold tracking-tight text-fg"
    >
      <BrandMark className="size-9 transition-transform duration-500 group-hover:rotate-[30deg]" />
      <span>{site.brand}</span>
    </LocalizedLink>
  );
}
