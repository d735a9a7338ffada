import ProjectsPage from "../projects/ProjectsPage";
import { constructionPageMeta } from "../meta";
import { siteRouteMeta } from "../../site-route-meta";

export const meta = siteRouteMeta(constructionPageMeta, "projects");

export default ProjectsPage;
