import { Icon } from "../ui/Icon";
import { useMenuDisclosure } from "../ui/useMenuDisclosure";
import { Text } from "../content/Text";
import { useText } from "../content/useText";
import { LanguageToggle } from "../i18n/LanguageToggle";
import { LocalizedLink } from "../i18n/LocalizedLink";
import { site, telHref } from "../site.config";
import { buttonClass } from "../ui/button-styles";

/** The top bar's items for narrow screens, behind a disclosure button. */
export function MobileMenu() {
  const { open, panelId, buttonRef, toggle, close } = useMenuDisclosure();
  const t = useText();

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(open ? "common.nav.closeMenu" : "common.nav.openMenu")}
        onClick={toggle}
        className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-bg/60 text-fg backdrop-blur"
      >
        <Icon name={open ? "x" : "menu"} className="size-5" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-3 top-[calc(100%+0.25rem)] rounded-3xl border border-line bg-surface/95 p-3 shadow-lift backdrop-blur-md"
      >
        <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-[0.18em] text-fg-muted uppercase">
          <Text id="common.nav.menuTitle" />
        </p>
        <ul className="grid gap-1">
          <li>
            <LocalizedLink
              to="/templates"
              onClick={close}
              className="flex h-12 items-center rounded-2xl px-3 text-base font-semibold text-fg hover:bg-white/5"
            >
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
      </div>
    </div>
  );
}
