import ProjectsPage from "../projects/ProjectsPage";
import { miningPageMeta } from "../meta";
import { siteRouteMeta } from "../../site-route-meta";

export const meta = siteRouteMeta(miningPageMeta, "projects");

export default ProjectsPage;
