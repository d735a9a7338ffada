import { ContentProvider } from "../content/ContentProvider";
import { templateEntryCopy } from "./content/entry";
import { homeViewModule } from "./manifest";
import type { TemplateSite } from "./template-site";
import { TemplateView } from "./TemplateView";

/**
 * /templates/<slug> of a site whose home is a whole view of its own: the view,
 * with the loading and failure states of SPEC §2.9.
 */
export function TemplateHome({ site }: { site: TemplateSite }) {
  const view = homeViewModule(site);
  if (!view) return null;
  return (
    <ContentProvider namespace="templateEntry" copy={templateEntryCopy}>
      <TemplateView viewKey={`home:${site.slug}`} load={view} />
    </ContentProvider>
  );
}
