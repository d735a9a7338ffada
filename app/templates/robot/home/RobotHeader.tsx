import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { LanguageToggle } from "../../../i18n/LanguageToggle";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { TemplateLogo } from "../../shared/TemplateLogo";
import { robotBrand } from "../brand";
import { RobotMobileMenu } from "./RobotMobileMenu";
import { RobotNavLinks } from "./RobotNavLinks";

/**
 * The preview's small sticky header (64 px, under the 80 px anchor offset):
 * the brand, the in-page anchors, the language toggle and the way back to the
 * gallery; under 768 px the anchors move into a menu.
 */
export function RobotHeader() {
  const t = useText();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-bg/85 backdrop-blur-md">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <a
          href="#top"
          className="flex items-center gap-2.5 rounded-lg font-display text-lg font-bold whitespace-nowrap"
        >
          <TemplateLogo brand={robotBrand} className="size-9" />
          <span>{robotBrand.name}</span>
          <span className="sr-only">
            <Text id="robotTemplate.nav.brandTop" />
          </span>
        </a>
        <nav aria-label={t("robotTemplate.nav.label")} className="ml-auto hidden md:block">
          <RobotNavLinks layout="bar" />
        </nav>
        <div className="ml-auto flex items-center gap-2 md:ml-2">
          <LanguageToggle className="hover:bg-white/5" />
          <LocalizedLink
            to="/templates"
            className="hidden rounded-full border border-accent/50 px-4 py-2 text-sm font-semibold text-accent transition hover:bg-accent hover:text-accent-fg md:inline-flex"
          >
            <Text id="robotTemplate.nav.allTemplates" />
          </LocalizedLink>
          <RobotMobileMenu />
        </div>
      </div>
    </header>
  );
}
