import contours from "../../../assets/mining/contours.svg?url";
import { Sections } from "../../../content/Sections";
import { ContentProvider } from "../../../content/ContentProvider";
import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { buttonClass } from "../../../ui/button-styles";
import { templateStatusCopy } from "../../shared/content/status";
import { miningProjectsCopy } from "../content/projects";
import { CtaBand } from "../../shared/CtaBand";
import { SiteHero } from "../../shared/SiteHero";
import { useSitePath } from "../../shared/SiteBase";
import { FeaturedProjects } from "./FeaturedProjects";
import { ImpactSection } from "./ImpactSection";

/** Projects: four featured projects and the impact statistics (SPEC §2.6). */
export default function ProjectsPage() {
  const pathOf = useSitePath();
  return (
    <ContentProvider namespace="miningProjects" copy={miningProjectsCopy}>
      <ContentProvider namespace="templateStatus" copy={templateStatusCopy}>
        <Sections page="mining/projects">
          <SiteHero
            key="hero"
            texture={contours}
            id="projects-hero"
            eyebrow="miningProjects.hero.eyebrow"
            title="miningProjects.hero.title"
            text="miningProjects.hero.text"
          />
          <FeaturedProjects key="featured" />
          <ImpactSection key="impact" />
          <CtaBand
            key="cta"
            id="projects-cta"
            title="miningProjects.cta.title"
            text="miningProjects.cta.text"
          >
            <LocalizedLink to={pathOf("contact")} className={buttonClass("primary", "lg")}>
              <Text id="miningProjects.cta.primary" />
            </LocalizedLink>
            <LocalizedLink to={pathOf("services")} className={buttonClass("secondary", "lg")}>
              <Text id="miningProjects.cta.secondary" />
            </LocalizedLink>
          </CtaBand>
        </Sections>
      </ContentProvider>
    </ContentProvider>
  );
}
