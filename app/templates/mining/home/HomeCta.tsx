import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { buttonClass } from "../../../ui/button-styles";
import { CtaBand } from "../../shared/CtaBand";
import { useSitePath } from "../../shared/SiteBase";
import { ContentProvider } from "../../../content/ContentProvider";
import { miningHomeSectionsCopy } from "../content/home-sections";

/** SPEC §2.6: the home's call to action, to /contact and /services. */
export function HomeCta() {
  return (
    <ContentProvider namespace="miningHome" copy={miningHomeSectionsCopy}>
      <HomeCtaBody />
    </ContentProvider>
  );
}

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
