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
import { CUT_BRAND_LOOK, CUT_HEADER_LOOK, CUT_HOME_NAV, cutPagesNav } from "./cut-nav";
import { cutButton } from "../pages/ui/cut-button";

/** The header's words: the home's from its one-page copy, the sub-pages' from theirs. */
const WORDS = {
  home: {
    brandHome: "cutHome.nav.brandHome",
    tagline: "cutHome.nav.tagline",
    viewTemplates: "cutHome.nav.viewTemplates",
    book: "cutHome.nav.book",
    bookNow: "cutHome.nav.bookNow",
  },
  pages: {
    brandHome: "cutCommon.nav.brandHome",
    tagline: "cutCommon.tagline",
    viewTemplates: "cutCommon.nav.viewTemplates",
    book: "cutCommon.nav.book",
    bookNow: "cutCommon.nav.bookNow",
  },
} as const;

/**
 * The barbershop's sticky header (SPEC §2.10), one look on its one-page home
 * and on its sub-pages: the logo, the links (in a row from 1280 px, behind the
 * menu button below), VIEW TEMPLATES, the language toggle and the booking
 * button, which reads BOOK YOUR CUT where there is room and BOOK NOW where
 * there is not (under 640 px, and from 1280 to 1535 px beside the links).
 * - `home` (the one-page site): the logo leads to the top, the links are the
 *   section anchors, the booking button to the booking form below.
 * - the sub-pages: the logo leads home, the links are its pages (the page
 *   shown marked), the booking button to the home's booking form.
 */
export function CutHeader({ home = false }: { home?: boolean }) {
  const t = useText();
  const base = use(SiteBaseContext);
  // In a gallery preview, the visitor may try the template with their own business name.
  const name = usePreviewBrand(cutDistrictBrand.name);
  const words = WORDS[home ? "home" : "pages"];
  const booking = `#${BOOKING_ID}`;
  return (
    <TemplateHeader
      nav={home ? CUT_HOME_NAV : cutPagesNav(base)}
      look={CUT_HEADER_LOOK}
      brand={
        <TemplateBrandLink
          to={home ? `#${TOP_ID}` : base}
          name={name}
          label={t(words.brandHome, { name })}
          logo={<TemplateLogo brand={cutDistrictBrand} className="size-10" />}
          tagline={<Text id={words.tagline} />}
          look={CUT_BRAND_LOOK}
        />
      }
      barEnd={
        <li className="ml-1.5">
          <LocalizedLink
            to="/templates"
            // In a gallery preview, it closes the preview (see templates/frame/FrameBridge).
            data-preview-close=""
            className="inline-flex h-10 items-center border border-line px-2.5 text-xs font-bold tracking-widest whitespace-nowrap text-fg uppercase transition duration-(--motion) hover:border-accent hover:text-accent"
          >
            <Text id={words.viewTemplates} />
          </LocalizedLink>
        </li>
      }
      actions={(menuDisclosure) => (
        <div className="ml-auto flex shrink-0 items-center gap-2 xl:ml-1.5">
          <span className="hidden sm:block">
            <LanguageToggle />
          </span>
          {home ? (
            <a href={booking} className={cutButton("solid", "", "sm", "heavy")}>
              <BookingWords words={words} />
            </a>
          ) : (
            <LocalizedLink
              to={`${base}${booking}`}
              // A page load, so the browser finds the form in the whole prerendered home; a
              // client-side visit would scroll before the sections above it have loaded.
              reloadDocument
              className={cutButton("solid", "", "sm", "heavy")}
            >
              <BookingWords words={words} />
            </LocalizedLink>
          )}
          {menuDisclosure}
        </div>
      )}
      menuActions={(close) => (
        <div className="mt-5 flex items-center gap-3">
          <LanguageToggle />
          <LocalizedLink
            to="/templates"
            onClick={close}
            data-preview-close=""
            className={cutButton("outline", "flex-1", "md", "heavy")}
          >
            <Text id={words.viewTemplates} />
          </LocalizedLink>
        </div>
      )}
    />
  );
}

/** BOOK YOUR CUT where the header has room for it, BOOK NOW where it has not. */
function BookingWords({ words }: { words: (typeof WORDS)[keyof typeof WORDS] }) {
  return (
    <>
      <span className="hidden sm:max-xl:inline 2xl:inline">
        <Text id={words.book} />
      </span>
      <span className="sm:max-xl:hidden 2xl:hidden">
        <Text id={words.bookNow} />
      </span>
    </>
  );
}
