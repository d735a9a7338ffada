import { SectionHeading } from "../../../ui/SectionHeading";
import { idsOf, PROJECTS } from "../data";
import { ProjectCard } from "./ProjectCard";

export function FeaturedProjects() {
  return (
    <section aria-labelledby="projects-featured-title" className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          variant="template"
          id="projects-featured-title"
          eyebrow="miningProjects.featured.eyebrow"
          title="miningProjects.featured.title"
        />
        <ul className="mt-12 grid gap-8">
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
