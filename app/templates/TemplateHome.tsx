import { ContentProvider } from "../content/ContentProvider";
import { templateEntryCopy } from "./content/entry";
import { homeInChrome } from "./manifest";
import type { LazyModule, TemplateSite } from "./template-site";
import { TemplateView } from "./TemplateView";

/** The module /templates/<slug> renders in its site's layout route. */
export const homeModuleOf = (site: TemplateSite): LazyModule | undefined =>
  homeInChrome(site) ? site.homePage : site.home;

/** /templates/<slug>: the site's home, with the loading and failure states of SPEC §2.9. */
export function TemplateHome({ site }: { site: TemplateSite }) {
  const load = homeModuleOf(site);
  if (!load) return null;
  return (
    <ContentProvider namespace="templateEntry" copy={templateEntryCopy}>
      <TemplateView viewKey={`home:${site.slug}`} load={load} />
    </ContentProvider>
  );
}
