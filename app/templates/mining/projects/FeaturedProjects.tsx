import { idsOf, PROJECTS } from "../data";
import { ProjectCard } from "./ProjectCard";
import { HeadedSection } from "../../shared/HeadedSection";

export function FeaturedProjects() {
  return (
    <HeadedSection titleId="projects-featured-title" words="miningProjects.featured">
      <ul className="mt-12 grid gap-8">
        {idsOf(PROJECTS).map((id, position) => (
          <li key={id}>
            <ProjectCard id={id} position={position} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
