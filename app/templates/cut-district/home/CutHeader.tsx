import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { LanguageToggle } from "../../../i18n/LanguageToggle";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import type { useMenuDisclosure } from "../../../ui/useMenuDisclosure";
import { usePreviewBrand } from "../../frame/preview-brand";
import { TemplateLogo } from "../../shared/TemplateLogo";
import { cutDistrictBrand } from "../brand";
import { CutIcon } from "./cut-icons";
import { BOOKING_ID, NAV_SECTIONS, TOP_ID } from "./data";
import { cutButton } from "./ui";

type Menu = ReturnType<typeof useMenuDisclosure>;

const BAR_LINK =
  "inline-flex h-10 items-center px-1.5 text-xs font-bold tracking-widest whitespace-nowrap text-fg-muted 2xl:px-2.5 2xl:text-[0.8rem] transition duration-(--motion) hover:text-accent";
const MENU_LINK =
  "flex min-h-12 items-center border-b border-line px-1 font-display text-lg font-extrabold tracking-wider text-fg transition duration-(--motion) hover:text-accent";

/**
 * The sticky header (SPEC §2.10): the logo back to the top, the section
 * anchors and VIEW TEMPLATES in a row from 1280 px, behind a menu button
 * below it, and BOOK NOW at every width. The menu closes when one of its
 * anchors is chosen (the view's anchor scrolling calls `menu.close`), on
 * Escape and on a change of page.
 */
export function CutHeader({ menu }: { menu: Menu }) {
  const t = useText();
  // In a gallery preview, the visitor may try the template with their own business name.
  const name = usePreviewBrand(cutDistrictBrand.name);
  const { open, panelId, buttonRef, toggle } = menu;

  return (
    <header className="sticky top-0 z-40 border-b border-accent/30 bg-bg/95 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:h-[4.5rem]">
        <a
          href={`#${TOP_ID}`}
          className="group flex min-w-0 items-center gap-2.5 rounded-card py-1 pr-1 text-fg"
        >
          <TemplateLogo brand={cutDistrictBrand} className="size-10" />
          <span className="sr-only">{t("cutHome.nav.brandHome", { name })}</span>
          <span aria-hidden="true" className="grid min-w-0 leading-tight">
            <span className="truncate font-display text-base font-extrabold tracking-wide uppercase sm:text-lg sm:tracking-wider">
              {name}
            </span>
            <span className="hidden truncate text-[0.7rem] font-semibold tracking-[0.18em] text-accent uppercase sm:block xl:hidden 2xl:block">
              <Text id="cutHome.nav.tagline" />
            </span>
          </span>
        </a>

        <nav aria-label={t("cutHome.nav.label")} className="ml-auto hidden xl:block">
          <ul className="flex items-center">
            {NAV_SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#${section}`} className={BAR_LINK}>
                  <Text id={`cutHome.nav.links.${section}`} />
                </a>
              </li>
            ))}
            <li className="ml-1.5">
              <LocalizedLink
                to="/templates"
                // In a gallery preview, it closes the preview (see templates/frame/FrameBridge).
                data-preview-close=""
                className="inline-flex h-10 items-center border border-line px-2.5 text-xs font-bold tracking-widest whitespace-nowrap text-fg transition duration-(--motion) hover:border-accent hover:text-accent"
              >
                <Text id="cutHome.nav.viewTemplates" />
              </LocalizedLink>
            </li>
          </ul>
        </nav>

        <div className="ml-auto flex shrink-0 items-center gap-2 xl:ml-1.5">
          <span className="hidden sm:block">
            <LanguageToggle />
          </span>
          <a href={`#${BOOKING_ID}`} className={cutButton("gold", "", "sm")}>
            <Text id="cutHome.nav.bookNow" />
          </a>
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t(open ? "cutHome.nav.closeMenu" : "cutHome.nav.openMenu")}
            onClick={toggle}
            className="inline-flex size-11 items-center justify-center rounded-card border border-line text-fg transition duration-(--motion) hover:border-accent xl:hidden"
          >
            <CutIcon name={open ? "x" : "menu"} className="size-5" />
          </button>
        </div>
      </div>

      <nav
        id={panelId}
        hidden={!open}
        aria-label={t("cutHome.nav.label")}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-accent/30 bg-bg px-4 pt-3 pb-6 shadow-[0_24px_40px_-20px_rgb(0_0_0/0.8)] sm:px-6 xl:hidden"
      >
        <div className="mx-auto max-w-7xl">
          <p className="pb-2 text-xs font-semibold tracking-[0.18em] text-fg-muted uppercase">
            <Text id="cutHome.nav.menuTitle" />
          </p>
          <ul>
            {NAV_SECTIONS.map((section) => (
              <li key={section}>
                <a href={`#${section}`} className={MENU_LINK}>
                  <Text id={`cutHome.nav.links.${section}`} />
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-5 flex items-center gap-3">
            <LanguageToggle />
            <LocalizedLink
              to="/templates"
              data-preview-close=""
              className={cutButton("outline", "flex-1")}
            >
              <Text id="cutHome.nav.viewTemplates" />
            </LocalizedLink>
          </div>
        </div>
      </nav>
    </header>
  );
}
