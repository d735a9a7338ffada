import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { buttonClass } from "../../../ui/button-styles";
import { CtaBand } from "../../shared/CtaBand";
import { useSitePath } from "../../shared/SiteBase";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { CallLink } from "../ui/CallLink";

/** The closing call to action: the site's contact page, and the phone. */
export function ProjectsCta() {
  const pathOf = useSitePath();
  return (
    <CtaBand
      id="construction-projects-cta"
      title="constructionProjects.cta.title"
      text="constructionProjects.cta.text"
    >
      <LocalizedLink to={pathOf("contact")} className={buttonClass("primary", "lg")}>
        <Text id="constructionProjects.cta.primary" />
        <TemplateIcon name="arrowRight" className="size-4" />
      </LocalizedLink>
      <CallLink label="constructionProjects.cta.call" className={buttonClass("secondary", "lg")} />
    </CtaBand>
  );
}
