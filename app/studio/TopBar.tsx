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
import { StudioPageLinks } from "./StudioPageLinks";

/**
 * The studio's fixed top bar; tinted once the page scrolls past 50 px (SPEC §2.3, §9). Its items
 * fit in one row from 1024 px in both languages; below that the menu holds them.
 */
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
        <div className="hidden items-center gap-2 lg:flex">
          <ul className="flex items-center gap-1">
            <StudioPageLinks linkClassName={PAGE_LINK} />
          </ul>
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

const PAGE_LINK =
  "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-fg-muted transition-colors hover:text-fg aria-[current=page]:text-fg aria-[current=page]:underline aria-[current=page]:decoration-accent aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8";
