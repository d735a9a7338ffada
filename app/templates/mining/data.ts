import projectBev from "../../assets/mining/project-bev.svg?url";
import projectCamp from "../../assets/mining/project-camp.svg?url";
import projectReclaim from "../../assets/mining/project-reclaim.svg?url";
import projectShaft from "../../assets/mining/project-shaft.svg?url";
import type { NewsCategory } from "../../lib/news-filter";
import type { ProjectStatus } from "../shared/StatusBadge";

/**
 * The language-independent half of the mining content: anchors, statuses,
 * categories and pictures. Each list lines up, index by index, with the copy
 * lists in content/*.ts.
 */

/** The four featured projects (copy: miningProjects.featured.items). */
export const PROJECTS: readonly { status: ProjectStatus; image: string; accent: string }[] = [
  { status: "completed", image: projectShaft, accent: "bg-[#1f8a52]" },
  { status: "operational", image: projectBev, accent: "bg-[#1a8a93]" },
  { status: "in-development", image: projectCamp, accent: "bg-[#2f6fc4]" },
  { status: "planning", image: projectReclaim, accent: "bg-[#c2731d]" },
];

export interface StoryData {
  id: string;
  category: NewsCategory;
}

/** Featured stories (copy: miningNews.featured.items), with their pictures. */
export const FEATURED_STORIES: readonly (StoryData & { image: string })[] = [
  { id: "levack-deep-zone", category: "discovery", image: projectShaft },
  { id: "timmins-100k-hours", category: "technology", image: projectBev },
];

/** Recent updates (copy: miningNews.recent.items), newest first. */
export const RECENT_STORIES: readonly StoryData[] = [
  { id: "levack-million-hours", category: "safety" },
  { id: "apprentices-2024", category: "training" },
  { id: "trades-scholarships", category: "community" },
  { id: "coniston-freshet", category: "environment" },
  { id: "ring-of-fire-agreement", category: "partnership" },
  { id: "sustainability-2023", category: "sustainability" },
  { id: "remote-raise-borer", category: "technology" },
  { id: "mine-rescue-win", category: "safety" },
  { id: "mcfaulds-solar", category: "sustainability" },
  { id: "levack-step-out", category: "discovery" },
];
