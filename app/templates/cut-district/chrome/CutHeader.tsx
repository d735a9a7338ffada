import { use } from "react";
import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { LanguageToggle } from "../../../i18n/LanguageToggle";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { usePreviewBrand } from "../../frame/preview-brand";
import { SiteBaseContext } from "../../shared/SiteBase";
import { TemplateBrandLink } from "../../shared/TemplateBrandLink";
import { TemplateHeader } from "../../shared/TemplateHeader";
import { TemplateLogo } from "../../shared/TemplateLogo";
import { cutDistrictBrand } from "../brand";
import { BOOKING_ID, TOP_ID } from "../home/data";
import {
  CUT_BRAND_LOOKS,
  CUT_HOME_LOOK,
  CUT_HOME_NAV,
  CUT_PAGES_LOOK,
  cutPagesNav,
} from "./cut-nav";
import { ViewTemplatesLink } from "./ViewTemplatesLink";
import { cutButton } from "../pages/ui/cut-button";

const LOGO = {
  home: "size-10",
  pages: "size-10 rounded-card! ring-1 ring-accent/50 ring-offset-2 ring-offset-bg",
};

/**
 * The barbershop's sticky header (SPEC §2.10), on its one-page home and on its
 * sub-pages alike: the logo, the links, VIEW TEMPLATES and the language toggle,
 * the links behind a menu button on narrow screens.
 * - `home` (the one-page site): the logo leads to the top, the links are the
 *   section anchors (in a row from 1280 px) and BOOK NOW shows at every width.
 * - the sub-pages: the logo leads home, the links are its pages (in a row from
 *   768 px), the page shown marked.
 */
export function CutHeader({ home = false }: { home?: boolean }) {
  const t = useText();
  const base = use(SiteBaseContext);
  // In a gallery preview, the visitor may try the template with their own business name.
  const name = usePreviewBrand(cutDistrictBrand.name);
  const kind = home ? "home" : "pages";
  const brand = (
    <TemplateBrandLink
      to={home ? `#${TOP_ID}` : base}
      name={name}
      label={t(home ? "cutHome.nav.brandHome" : "cutCommon.nav.brandHome", { name })}
      logo={<TemplateLogo brand={cutDistrictBrand} className={LOGO[kind]} />}
      tagline={<Text id={home ? "cutHome.nav.tagline" : "cutCommon.tagline"} />}
      look={CUT_BRAND_LOOKS[kind]}
    />
  );
  if (!home) {
    return (
      <TemplateHeader
        nav={cutPagesNav(base)}
        look={CUT_PAGES_LOOK}
        brand={brand}
        actions={(menuDisclosure) => (
          <>
            <div className="hidden shrink-0 items-center gap-2 md:flex lg:gap-3">
              <LanguageToggle />
              <ViewTemplatesLink size="sm" />
            </div>
            {menuDisclosure}
          </>
        )}
        menuActions={(close) => (
          <div className="mt-5 flex items-center gap-3 md:hidden">
            <LanguageToggle />
            <ViewTemplatesLink onNavigate={close} className="flex-1" />
          </div>
        )}
      />
    );
  }
  return (
    <TemplateHeader
      nav={CUT_HOME_NAV}
      look={CUT_HOME_LOOK}
      brand={brand}
      barEnd={
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
      }
      actions={(menuDisclosure) => (
        <div className="ml-auto flex shrink-0 items-center gap-2 xl:ml-1.5">
          <span className="hidden sm:block">
            <LanguageToggle />
          </span>
          <a href={`#${BOOKING_ID}`} className={cutButton("solid", "", "sm", "heavy")}>
            <Text id="cutHome.nav.bookNow" />
          </a>
          {menuDisclosure}
        </div>
      )}
      menuActions={() => (
        <div className="mt-5 flex items-center gap-3">
          <LanguageToggle />
          <LocalizedLink
            to="/templates"
            data-preview-close=""
            className={cutButton("outline", "flex-1", "md", "heavy")}
          >
            <Text id="cutHome.nav.viewTemplates" />
          </LocalizedLink>
        </div>
      )}
    />
  );
}
