import { Text } from "../../content/Text";
import { useText } from "../../content/useText";
import { LanguageToggle } from "../../i18n/LanguageToggle";
import type { NavVariant } from "../../lib/template-nav";
import { Icon } from "../../ui/Icon";
import { useMenuDisclosure } from "../../ui/useMenuDisclosure";
import { NavAction } from "./NavAction";
import { NavLinks } from "./NavLinks";

/** The navigation under 768 px (SPEC §9): a menu button and a panel that closes on link tap, Escape or page change. */
export function TemplateMobileMenu({
  variant,
  homeHref,
  linkBase,
}: {
  variant: NavVariant;
  homeHref: string;
  linkBase: string;
}) {
  const { open, panelId, buttonRef, toggle, close } = useMenuDisclosure();
  const t = useText();

  return (
    <div className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t(open ? "templateUi.nav.closeMenu" : "templateUi.nav.openMenu")}
        onClick={toggle}
        className="inline-flex size-11 items-center justify-center rounded-lg border border-line text-fg transition hover:bg-white/10"
      >
        <Icon name={open ? "x" : "menu"} className="size-5" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-6rem)] overflow-y-auto border-t border-line bg-bg px-4 pt-3 pb-5 shadow-[0_24px_40px_-20px_rgb(0_0_0/0.6)] sm:px-6"
      >
        <p className="px-3 pb-2 text-xs font-semibold tracking-[0.18em] text-fg-muted uppercase">
          <Text id="templateUi.nav.menuTitle" />
        </p>
        <NavLinks homeHref={homeHref} linkBase={linkBase} layout="menu" onNavigate={close} />
        <div className="mt-4 flex items-center gap-3 border-t border-line px-1 pt-4">
          <LanguageToggle />
          <NavAction variant={variant} onNavigate={close} className="flex-1" />
        </div>
      </div>
    </div>
  );
}
