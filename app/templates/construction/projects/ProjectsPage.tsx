import blueprint from "../../../assets/construction/blueprint.svg?url";
import { ContentProvider } from "../../../content/ContentProvider";
import { templateStatusCopy } from "../../shared/content/status";
import { SiteHero } from "../../shared/SiteHero";
import { SitePage } from "../../shared/SitePage";
import { constructionProjectsCopy } from "../content/projects";
import { ProjectGrid } from "./ProjectGrid";
import { lazyComponent } from "../../../ui/lazy-component";

// Below the first section: prerendered, their code loads once the page has hydrated.
const ContactCta = lazyComponent(() => import("../ui/ContactCta"), "ContactCta");

/** Projects (SPEC §2.7): six projects in a two-column grid with status badges, and a call to action. */
export default function ProjectsPage() {
  return (
    <ContentProvider namespace="templateStatus" copy={templateStatusCopy}>
      <SitePage
        namespace="constructionProjects"
        copy={constructionProjectsCopy}
        page="construction/projects"
        Hero={SiteHero}
        hero={{ id: "construction-projects-hero", texture: blueprint }}
      >
        <ProjectGrid key="grid" />
        <ContactCta
          key="cta"
          id="construction-projects-cta"
          words="constructionProjects.cta"
          call
        />
      </SitePage>
    </ContentProvider>
  );
}
