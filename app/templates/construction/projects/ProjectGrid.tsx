import { SectionHeading } from "../../../ui/SectionHeading";
import { idsOf } from "../data";
import { PROJECTS } from "./data";
import { ProjectCard } from "./ProjectCard";

/** SPEC §2.7: the projects in a two-column grid (one column on phones), each with its status badge. */
export function ProjectGrid() {
  return (
    <section
      aria-labelledby="construction-projects-grid-title"
      className="px-4 py-20 sm:px-6 sm:py-28"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          variant="template"
          id="construction-projects-grid-title"
          eyebrow="constructionProjects.grid.eyebrow"
          title="constructionProjects.grid.title"
          intro="constructionProjects.grid.intro"
        />
        <ul data-testid="project-grid" className="mt-12 grid gap-8 lg:grid-cols-2">
          {idsOf(PROJECTS).map((id, position) => (
            <li key={id}>
              <ProjectCard id={id} position={position} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
