import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { LanguageToggle } from "../../../i18n/LanguageToggle";
import { buttonClass } from "../../../ui/button-styles";
import { TemplateBrandLink } from "../../shared/TemplateBrandLink";
import { TemplateHeader } from "../../shared/TemplateHeader";
import { TemplateLogo } from "../../shared/TemplateLogo";
import { snowSquatchBrand } from "../brand";
import { QUOTE_SECTION } from "./sections";
import { SNOW_BRAND_LOOK, SNOW_HEADER_LOOK, SNOW_NAV } from "./snow-nav";

/**
 * Snow Squatch's sticky header (64 px, under the 80 px anchor offset): the
 * brand, the in-page anchors, the language toggle and the quote button; under
 * 768 px the anchors move into a menu.
 */
export function SnowHeader() {
  const t = useText();
  const { name } = snowSquatchBrand;
  return (
    <TemplateHeader
      nav={SNOW_NAV}
      look={SNOW_HEADER_LOOK}
      brand={
        <TemplateBrandLink
          to="#top"
          name={name}
          label={t("snowSquatch.nav.brandHome", { name })}
          logo={<TemplateLogo brand={snowSquatchBrand} className="size-10" />}
          look={SNOW_BRAND_LOOK}
        />
      }
      actions={(menu) => (
        <div className="ml-auto flex items-center gap-2 lg:ml-2">
          <LanguageToggle className="hover:border-fg/30 hover:bg-surface-raised" />
          <a href={`#${QUOTE_SECTION}`} className={buttonClass("primary", "sm", "max-sm:hidden")}>
            <Text id="snowSquatch.nav.quote" />
          </a>
          {menu}
        </div>
      )}
      menuActions={(close) => (
        <a
          href={`#${QUOTE_SECTION}`}
          onClick={close}
          className={buttonClass("primary", "md", "mt-4 w-full")}
        >
          <Text id="snowSquatch.nav.quote" />
        </a>
      )}
    />
  );
}
