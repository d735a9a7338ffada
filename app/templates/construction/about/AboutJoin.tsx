import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { buttonClass } from "../../../ui/button-styles";
import { CtaBand } from "../../shared/CtaBand";
import { useSitePath } from "../../shared/SiteBase";
import { TemplateIcon } from "../../shared/TemplateIcon";

/** SPEC §2.7: the join-us block, to the site's contact page. */
export function AboutJoin() {
  const pathOf = useSitePath();
  return (
    <CtaBand
      id="about-careers"
      title="constructionAbout.join.title"
      text="constructionAbout.join.text"
    >
      <LocalizedLink to={pathOf("contact")} className={buttonClass("primary", "lg")}>
        <Text id="constructionAbout.join.primary" />
        <TemplateIcon name="arrowRight" className="size-4" />
      </LocalizedLink>
    </CtaBand>
  );
}
