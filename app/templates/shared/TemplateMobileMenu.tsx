import { LanguageToggle } from "../../i18n/LanguageToggle";
import type { NavVariant } from "../../lib/template-nav";
import { MenuDisclosure } from "../../ui/MenuDisclosure";
import { NavAction } from "./NavAction";
import { NavLinks } from "./NavLinks";

const LABELS = {
  open: "templateUi.nav.openMenu",
  close: "templateUi.nav.closeMenu",
  title: "templateUi.nav.menuTitle",
} as const;

/** A template site's navigation under 768 px: its links, the language toggle and its call to action. */
export function TemplateMobileMenu({
  variant,
  homeHref,
  linkBase,
}: {
  variant: NavVariant;
  homeHref: string;
  linkBase: string;
}) {
  return (
    <MenuDisclosure
      labels={LABELS}
      buttonClassName="rounded-lg border border-line transition hover:bg-white/10"
      panelClassName="absolute inset-x-0 top-full max-h-[calc(100dvh-6rem)] overflow-y-auto border-t border-line bg-bg px-4 pt-3 pb-5 shadow-[0_24px_40px_-20px_rgb(0_0_0/0.6)] sm:px-6"
      titleClassName="px-3"
    >
      {(close) => (
        <>
          <NavLinks homeHref={homeHref} linkBase={linkBase} layout="menu" onNavigate={close} />
          <div className="mt-4 flex items-center gap-3 border-t border-line px-1 pt-4">
            <LanguageToggle />
            <NavAction variant={variant} onNavigate={close} className="flex-1" />
          </div>
        </>
      )}
    </MenuDisclosure>
  );
}
