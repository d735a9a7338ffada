import contours from "../../../assets/mining/contours.svg?url";
import { ContentProvider } from "../../../content/ContentProvider";
import { Text } from "../../../content/Text";
import { LocalizedLink } from "../../../i18n/LocalizedLink";
import { buttonClass } from "../../../ui/button-styles";
import { templateStatusCopy } from "../../shared/content/status";
import { miningProjectsCopy } from "../content/projects";
import { CtaBand } from "../../shared/CtaBand";
import { SiteHero } from "../../shared/SiteHero";
import { SitePage } from "../../shared/SitePage";
import { useSitePath } from "../../shared/SiteBase";
import { FeaturedProjects } from "./FeaturedProjects";
import { lazyComponent } from "../../../ui/lazy-component";

// Below the first section: prerendered, their code loads once the page has hydrated.
const ImpactSection = lazyComponent(() => import("./ImpactSection"), "ImpactSection");

/** Projects: four featured projects and the impact statistics (SPEC §2.6). */
export default function ProjectsPage() {
  const pathOf = useSitePath();
  return (
    <ContentProvider namespace="templateStatus" copy={templateStatusCopy}>
      <SitePage
        namespace="miningProjects"
        copy={miningProjectsCopy}
        page="mining/projects"
        Hero={SiteHero}
        hero={{ id: "projects-hero", texture: contours }}
      >
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
      </SitePage>
    </ContentProvider>
  );
}
