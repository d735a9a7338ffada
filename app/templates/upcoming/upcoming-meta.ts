import { comingSoonMeta } from "../../studio/coming-soon-meta";

/** meta() of a template sub-page that is not built yet: honest title, not indexed. */
export const upcomingPageMeta = (_page: string, pathname: string) =>
  comingSoonMeta("templatePage")({ location: { pathname } });
