import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { buttonClass } from "../../../ui/button-styles";
import { CtaBand } from "../../shared/CtaBand";
import { useSitePath } from "../../shared/SiteBase";
import { miningHomeSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** SPEC §2.6: the home's call to action, to /contact and /services. */
export const HomeCta = withCopyPart("miningHome", miningHomeSectionsCopy, HomeCtaBody);

function HomeCtaBody() {
  const pathOf = useSitePath();
  return (
    <CtaBand id="home-cta" title="miningHome.cta.title" text="miningHome.cta.text">
      <LocalizedLink to={pathOf("contact")} className={buttonClass("primary", "lg")}>
        <Text id="miningHome.cta.primary" />
      </LocalizedLink>
      <LocalizedLink to={pathOf("services")} className={buttonClass("secondary", "lg")}>
        <Text id="miningHome.cta.secondary" />
      </LocalizedLink>
    </CtaBand>
  );
}
