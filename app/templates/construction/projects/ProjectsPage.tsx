import blueprint from "../../../assets/construction/blueprint.svg?url";
import { Sections } from "../../../content/Sections";
import { ContentProvider } from "../../../content/ContentProvider";
import { templateStatusCopy } from "../../shared/content/status";
import { SiteHero } from "../../shared/SiteHero";
import { constructionProjectsCopy } from "../content/projects";
import { ProjectGrid } from "./ProjectGrid";
import { ProjectsCta } from "./ProjectsCta";

/** Projects (SPEC §2.7): six projects in a two-column grid with status badges, and a call to action. */
export default function ProjectsPage() {
  return (
    <ContentProvider namespace="constructionProjects" copy={constructionProjectsCopy}>
      <ContentProvider namespace="templateStatus" copy={templateStatusCopy}>
        <Sections page="construction/projects">
          <SiteHero
            key="hero"
            texture={blueprint}
            id="construction-projects-hero"
            eyebrow="constructionProjects.hero.eyebrow"
            title="constructionProjects.hero.title"
            text="constructionProjects.hero.text"
          />
          <ProjectGrid key="grid" />
          <ProjectsCta key="cta" />
        </Sections>
      </ContentProvider>
    </ContentProvider>
  );
}
