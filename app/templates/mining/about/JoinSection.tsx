import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { buttonClass } from "../../../ui/button-styles";
import { CtaBand } from "../../shared/CtaBand";
import { useSitePath } from "../../shared/SiteBase";
import { miningAboutSectionsCopy } from "../content/about-sections";
import { withCopyPart } from "../../../content/withCopyPart";

export const JoinSection = withCopyPart("miningAbout", miningAboutSectionsCopy, JoinSectionBody);

function JoinSectionBody() {
  const pathOf = useSitePath();
  return (
    <div id="join" tabIndex={-1} className="scroll-mt-28 outline-none">
      <CtaBand id="about-join" title="miningAbout.join.title" text="miningAbout.join.text">
        <LocalizedLink to={pathOf("contact")} className={buttonClass("primary", "lg")}>
          <Text id="miningAbout.join.primary" />
        </LocalizedLink>
        <LocalizedLink to={pathOf("projects")} className={buttonClass("secondary", "lg")}>
          <Text id="miningAbout.join.secondary" />
        </LocalizedLink>
      </CtaBand>
    </div>
  );
}
