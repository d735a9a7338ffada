import type { MetaDescriptor } from "react-router";

/** What React Router hands a route module's meta() that a template page reads. */
type MetaArgs = { location: { pathname: string } };

/**
 * A template page's `meta` export: its site's title, description and links for
 * `page`, at the address it is shown under (either language, or an alias).
 */
export const siteRouteMeta =
  <Page extends string>(siteMeta: (page: Page, pathname: string) => MetaDescriptor[], page: Page) =>
  ({ location }: MetaArgs) =>
    siteMeta(page, location.pathname);
