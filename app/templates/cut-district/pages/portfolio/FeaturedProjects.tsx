import { CutHeading } from "../ui/CutHeading";
import { PROJECT_ART, type ProjectId } from "./portfolio-data";
import { ProjectCard } from "./ProjectCard";

/** Four featured projects, each opening its case study. */
export function FeaturedProjects() {
  return (
    <section aria-labelledby="cut-projects-title" className="px-4 py-20 sm:px-6 sm:py-28">
      <div className="mx-auto max-w-7xl">
        <CutHeading
          id="cut-projects-title"
          eyebrow="cutPortfolio.projects.eyebrow"
          title="cutPortfolio.projects.title"
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-2">
          {(Object.keys(PROJECT_ART) as ProjectId[]).map((id) => (
            <ProjectCard key={id} id={id} />
          ))}
        </ul>
      </div>
    </section>
  );
}
