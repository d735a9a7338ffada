import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { buttonClass } from "../../../ui/button-styles";
import { CtaBand } from "../../shared/CtaBand";
import { useSitePath } from "../../shared/SiteBase";
import { CallLink } from "../ui/CallLink";

/** SPEC §2.7: the closing call to action, to /contact (and the phone). */
export function HomeCta() {
  const pathOf = useSitePath();
  return (
    <CtaBand id="home-cta" title="constructionHome.cta.title" text="constructionHome.cta.text">
      <LocalizedLink to={pathOf("contact")} className={buttonClass("primary", "lg")}>
        <Text id="constructionHome.cta.primary" />
      </LocalizedLink>
      <CallLink label="constructionHome.cta.call" className={buttonClass("secondary", "lg")} />
    </CtaBand>
  );
}
