import { use } from "react";
import { useText } from "../../../content/useText";
import { LanguageToggle } from "../../../i18n/LanguageToggle";
import { MenuDisclosure } from "../../../ui/MenuDisclosure";
import { SiteBaseContext } from "../../shared/SiteBase";
import { CutBrandLink } from "./CutBrandLink";
import { CutNavLinks } from "./CutNavLinks";
import { ViewTemplatesLink } from "./ViewTemplatesLink";

const MENU_LABELS = {
  open: "cutCommon.nav.openMenu",
  close: "cutCommon.nav.closeMenu",
  title: "cutCommon.nav.menuTitle",
} as const;

/**
 * The sub-pages' header (SPEC §2.10): the shop's logo, Home, About, Services,
 * Portfolio, Contact and View Templates, sticky at the top. Under 768 px
 * (SPEC §9) the links move into a menu that closes when one is followed.
 */
export function CutHeader() {
  const t = useText();
  const home = use(SiteBaseContext);
  return (
    <header className="sticky top-0 z-40 border-b border-accent/25 bg-bg/92 backdrop-blur-md">
      <nav
        aria-label={t("cutCommon.nav.label")}
        className="relative mx-auto flex h-18 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6"
      >
        <CutBrandLink href={home} />
        <div className="hidden md:block">
          <CutNavLinks layout="bar" />
        </div>
        <div className="hidden shrink-0 items-center gap-2 md:flex lg:gap-3">
          <LanguageToggle />
          <ViewTemplatesLink size="sm" />
        </div>
        <MenuDisclosure
          labels={MENU_LABELS}
          buttonClassName="rounded-card border border-accent/40 transition hover:bg-accent/10"
          panelClassName="absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-y border-accent/25 bg-bg px-4 pt-4 pb-6 shadow-[0_30px_50px_-25px_rgb(0_0_0/0.9)] sm:px-6"
          titleClassName="px-1 text-accent"
        >
          {(close) => (
            <>
              <CutNavLinks layout="menu" onNavigate={close} />
              <div className="mt-5 flex items-center gap-3">
                <LanguageToggle />
                <ViewTemplatesLink onNavigate={close} className="flex-1" />
              </div>
            </>
          )}
        </MenuDisclosure>
      </nav>
    </header>
  );
}
