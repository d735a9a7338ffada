import { Icon } from "../ui/Icon";
import { Text } from "../content/Text";
import { useText } from "../content/useText";
import { LanguageToggle } from "../i18n/LanguageToggle";
import { LocalizedLink } from "../i18n/LocalizedLink";
import { site, telHref } from "../site.config";
import { buttonClass } from "../ui/button-styles";
import { useScrolledPast } from "../ui/useScrolledPast";
import { BrandLink } from "./BrandLink";
import { MobileMenu } from "./MobileMenu";

/** The studio's fixed top bar; tinted once the page scrolls past 50 px (SPEC §2.3, §9). */
export function TopBar() {
  const tinted = useScrolledPast(50);
  const t = useText();
  return (
    <header
      data-tinted={tinted}
      className="fixed inset-x-0 top-0 z-40 border-b border-transparent transition-[background-color,border-color,backdrop-filter] duration-300 data-[tinted=true]:border-line data-[tinted=true]:bg-bg/85 data-[tinted=true]:backdrop-blur-md"
    >
      <nav
        aria-label={t("common.nav.label")}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 md:h-18"
      >
        <BrandLink />
        <div className="hidden items-center gap-2 md:flex">
          <LocalizedLink to="/templates" className={buttonClass("ghost", "md")}>
            <Text id="common.nav.viewTemplates" />
          </LocalizedLink>
          <LanguageToggle />
          <a href={telHref} className={buttonClass("primary", "md")}>
            <Icon name="phone" className="size-4" />
            <Text id="common.nav.contactUs" />
            <span className="sr-only">{site.phone.display}</span>
          </a>
        </div>
        <MobileMenu />
      </nav>
    </header>
  );
}
