import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { LanguageToggle } from "../../../i18n/LanguageToggle";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { TemplateBrandLink } from "../../shared/TemplateBrandLink";
import { TemplateHeader } from "../../shared/TemplateHeader";
import { TemplateLogo } from "../../shared/TemplateLogo";
import { robotBrand } from "../brand";
import { ROBOT_BRAND_LOOK, ROBOT_HEADER_LOOK, ROBOT_NAV } from "./robot-nav";

/**
 * Northspan's sticky header (64 px, under the 80 px anchor offset): the brand,
 * the in-page anchors, the language toggle and the way back to the gallery;
 * under 1280 px the anchors move into a menu.
 */
export function RobotHeader() {
  const t = useText();
  return (
    <TemplateHeader
      nav={ROBOT_NAV}
      look={ROBOT_HEADER_LOOK}
      brand={
        <TemplateBrandLink
          to="#top"
          name={robotBrand.name}
          label={t("robotTemplate.nav.brandHome", { name: robotBrand.name })}
          logo={<TemplateLogo brand={robotBrand} className="size-9 rounded-md" />}
          look={ROBOT_BRAND_LOOK}
        />
      }
      actions={(menu) => (
        <div className="ml-auto flex items-center gap-2 xl:ml-2">
          <LanguageToggle className="hover:bg-white/5" />
          <LocalizedLink
            to="/templates"
            className="hidden min-h-11 items-center rounded-md border border-accent/50 px-4 text-sm font-semibold whitespace-nowrap text-accent transition hover:bg-accent hover:text-accent-fg xl:inline-flex"
          >
            <Text id="robotTemplate.nav.allTemplates" />
          </LocalizedLink>
          {menu}
        </div>
      )}
      menuActions={() => (
        <LocalizedLink
          to="/templates"
          className="mt-3 block rounded-md border border-line px-3 py-3 font-semibold text-fg-muted hover:text-fg"
        >
          <Text id="robotTemplate.nav.allTemplates" />
        </LocalizedLink>
      )}
    />
  );
}
