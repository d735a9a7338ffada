import { idsOf } from "../data";
import { PROJECTS } from "./data";
import { ProjectCard } from "./ProjectCard";
import { HeadedSection } from "../../shared/HeadedSection";

/** SPEC §2.7: the projects in a two-column grid (one column on phones), each with its status badge. */
export function ProjectGrid() {
  return (
    <HeadedSection
      titleId="construction-projects-grid-title"
      words="constructionProjects.grid"
      intro
    >
      <ul data-testid="project-grid" className="mt-12 grid gap-8 lg:grid-cols-2">
        {idsOf(PROJECTS).map((id, position) => (
          <li key={id}>
            <ProjectCard id={id} position={position} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
