import { useCopy } from "../../../content/useCopy";
import { SectionHeading } from "../../shared/SectionHeading";
import { miningProjectsCopy } from "../content/projects";
import { ProjectCard } from "./ProjectCard";

export function FeaturedProjects() {
  const copy = useCopy(miningProjectsCopy);
  return (
    <section aria-labelledby="projects-featured-title" className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="projects-featured-title"
          eyebrow="miningProjects.featured.eyebrow"
          title="miningProjects.featured.title"
        />
        <ul className="mt-12 grid gap-8">
          {copy.featured.items.map((_, i) => (
            <li key={i}>
              <ProjectCard index={i} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
