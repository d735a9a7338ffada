import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { LanguageToggle } from "../../../i18n/LanguageToggle";
import { buttonClass } from "../../../ui/button-styles";
import { TemplateLogo } from "../../shared/TemplateLogo";
import { snowSquatchBrand } from "../brand";
import { SnowMobileMenu } from "./SnowMobileMenu";
import { SnowNavLinks } from "./SnowNavLinks";
import { QUOTE_SECTION } from "./sections";

/**
 * Snow Squatch's sticky header (64 px, under the 80 px anchor offset): the
 * brand, the in-page anchors, the language toggle and the quote button; under
 * 768 px the anchors move into a menu.
 */
export function SnowHeader() {
  const t = useText();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/90 backdrop-blur-md supports-[backdrop-filter]:bg-surface/80">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <a
          href="#top"
          aria-label={t("snowSquatch.nav.brandHome")}
          className="flex items-center gap-2.5 rounded-lg font-display text-lg font-extrabold tracking-tight"
        >
          <TemplateLogo brand={snowSquatchBrand} className="size-10" />
          <span className="whitespace-nowrap">{snowSquatchBrand.name}</span>
        </a>
        <nav aria-label={t("snowSquatch.nav.label")} className="ml-auto hidden md:block">
          <SnowNavLinks layout="bar" />
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-2">
          <LanguageToggle className="hover:border-fg/30 hover:bg-surface-raised" />
          <a href={`#${QUOTE_SECTION}`} className={buttonClass("primary", "sm", "max-sm:hidden")}>
            <Text id="snowSquatch.nav.quote" />
          </a>
          <SnowMobileMenu />
        </div>
      </div>
    </header>
  );
}
