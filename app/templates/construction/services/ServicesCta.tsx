import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { buttonClass } from "../../../ui/button-styles";
import { CtaBand } from "../../shared/CtaBand";
import { useSitePath } from "../../shared/SiteBase";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { CallLink } from "../ui/CallLink";

/** The closing call to action: a free quote on the contact page, or the phone. */
export function ServicesCta() {
  const pathOf = useSitePath();
  return (
    <CtaBand
      id="services-cta"
      title="constructionServices.cta.title"
      text="constructionServices.cta.text"
    >
      <LocalizedLink to={pathOf("contact")} className={buttonClass("primary", "lg")}>
        <Text id="constructionServices.cta.primary" />
        <TemplateIcon name="arrowRight" className="size-4" />
      </LocalizedLink>
      <CallLink label="constructionServices.cta.call" className={buttonClass("secondary", "lg")} />
    </CtaBand>
  );
}
