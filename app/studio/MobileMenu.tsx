import { Text } from "../content/Text";
import { LanguageToggle } from "../i18n/LanguageToggle";
import { LocalizedLink } from "../i18n/LocalizedLink";
import { site, telHref } from "../site.config";
import { buttonClass } from "../ui/button-styles";
import { Icon } from "../ui/Icon";
import { MenuDisclosure } from "../ui/MenuDisclosure";
import { StudioPageLinks } from "./StudioPageLinks";

const LABELS = {
  open: "common.nav.openMenu",
  close: "common.nav.closeMenu",
  title: "common.nav.menuTitle",
} as const;

/** The top bar's items for narrow screens, behind a disclosure button. */
export function MobileMenu() {
  return (
    <MenuDisclosure
      labels={LABELS}
      className="lg:hidden"
      buttonClassName="rounded-full border border-line bg-bg/60 backdrop-blur"
      panelClassName="absolute inset-x-3 top-[calc(100%+0.25rem)] rounded-3xl border border-line bg-surface/95 p-3 shadow-lift backdrop-blur-md"
      titleClassName="px-3 pt-1"
    >
      {(close) => (
        <ul className="grid gap-1">
          <StudioPageLinks linkClassName={MENU_LINK} onNavigate={close} />
          <li>
            <LocalizedLink to="/templates" onClick={close} className={MENU_LINK}>
              <Text id="common.nav.viewTemplates" />
            </LocalizedLink>
          </li>
          <li className="flex items-center justify-between rounded-2xl px-3 py-1">
            <LanguageToggle />
          </li>
          <li>
            <a
              href={telHref}
              onClick={close}
              className={buttonClass("primary", "lg", "mt-1 w-full")}
            >
              <Icon name="phone" className="size-4" />
              <Text id="common.nav.contactUs" />
              <span className="sr-only">{site.phone.display}</span>
            </a>
          </li>
        </ul>
      )}
    </MenuDisclosure>
  );
}

const MENU_LINK =
  "flex h-12 items-center rounded-2xl px-3 text-base font-semibold text-fg hover:bg-white/5 aria-[current=page]:bg-white/5 aria-[current=page]:text-accent";
