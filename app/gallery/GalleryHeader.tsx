import { Icon } from "../ui/Icon";
import { Text } from "../content/Text";
import { LanguageToggle } from "../i18n/LanguageToggle";
import { LocalizedLink } from "../i18n/LocalizedLink";
import { site } from "../site.config";
import { buttonClass } from "../ui/button-styles";
import { BrandMark } from "../studio/BrandMark";
import { ActionButton } from "../ui/ActionButton";
import { LineIcon } from "../ui/LineIcon";
import { GALLERY_ICONS } from "./gallery-icons";

/** The gallery's own slim top bar: back to the studio, language, and the compare drawer. */
export function GalleryHeader({
  compareCount,
  onCompare,
}: {
  compareCount: number;
  onCompare: () => void;
}) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-bg/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 min-[380px]:gap-3 sm:px-6">
        <LocalizedLink
          to="/"
          className="group inline-flex items-center gap-2 rounded-full pr-2 text-sm font-semibold text-fg"
        >
          <Icon name="arrowLeft" className="size-4 transition group-hover:-translate-x-0.5" />
          <BrandMark className="size-7" />
          <span className="max-sm:sr-only">
            <Text id="gallery.backHome" values={{ brand: site.brand }} />
          </span>
          {/* Below 380 px the mark alone, so "Comparer (0)" keeps its line and the gutter. */}
          <span className="max-[379px]:hidden sm:hidden" aria-hidden="true">
            {site.brandShort}
          </span>
        </LocalizedLink>
        <div className="flex items-center gap-2">
          <LanguageToggle />
          <ActionButton
            onClick={onCompare}
            className={buttonClass("primary", "sm", "whitespace-nowrap")}
          >
            <LineIcon node={GALLERY_ICONS.columns} className="size-4" />
            <Text id="gallery.compare.open" values={{ count: compareCount }} />
          </ActionButton>
        </div>
      </div>
    </header>
  );
}
