import arena from "../../../assets/construction/project-timmins-arena.svg?url";
import clinic from "../../../assets/construction/project-walden-clinic.svg?url";
import emergency from "../../../assets/construction/project-emergency.svg?url";
import lofts from "../../../assets/construction/project-espanola-lofts.svg?url";
import ramsey from "../../../assets/construction/project-ramsey-lake.svg?url";
import residence from "../../../assets/construction/project-elliot-lake.svg?url";
import type { ProjectStatus } from "../../shared/StatusBadge";
import type { constructionProjectsEn } from "../content/projects.en";

/** The construction statuses of SPEC §4. */
type ConstructionStatus = Extract<
  ProjectStatus,
  "completed" | "in-development" | "ongoing" | "continuous"
>;

/**
 * The language-independent half of the projects page: each project's status
 * and picture, keyed by the ids of its copy (constructionProjects.grid.items).
 * The grid lists them in this key order, in both languages.
 */
export const PROJECTS = {
  "ramsey-lake": { status: "completed", image: ramsey },
  "walden-clinic": { status: "completed", image: clinic },
  "elliot-lake-residence": { status: "in-development", image: residence },
  "espanola-lofts": { status: "in-development", image: lofts },
  "timmins-arena": { status: "ongoing", image: arena },
  "emergency-program": { status: "continuous", image: emergency },
} satisfies Record<
  keyof typeof constructionProjectsEn.grid.items,
  { status: ConstructionStatus; image: string }
>;
export type ProjectId = keyof typeof PROJECTS;
