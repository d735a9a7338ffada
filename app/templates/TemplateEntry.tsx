import { useEffect } from "react";
import { useParams } from "react-router";
import { ContentProvider } from "../content/ContentProvider";
import { templateEntryCopy } from "./content/entry";
import { useLocale } from "../i18n/LocaleProvider";
import { resolveTarget } from "../lib/redirect-target";
import { write } from "../lib/storage";
import { miningSite } from "./mining/site";
import { lookupTemplate } from "./registry";
import { allowedExternalHosts } from "./template-data";
import { TemplateMessage } from "./TemplateMessage";
import { TemplateRedirect } from "./TemplateRedirect";
import { TemplateView } from "./TemplateView";

/** The view for an unknown slug (SPEC §2.1). */
export const FALLBACK_SLUG = miningSite.slug;

/**
 * /templates/{slug} for a slug no template site's route claims (SPEC §2.9):
 * the mining view for an unknown slug, a redirect to an address the registry
 * holds, or "Template not found" for a record without a page.
 */
export function TemplateEntry() {
  return (
    <ContentProvider namespace="templateEntry" copy={templateEntryCopy}>
      <Entry />
    </ContentProvider>
  );
}

function Entry() {
  const { slug = "" } = useParams();
  const locale = useLocale();
  const record = slug
    ? (lookupTemplate(slug, locale) ?? lookupTemplate(FALLBACK_SLUG, locale))
    : undefined;

  // Entering a template stores its context, and its theme when it has a look of its own (SPEC §4).
  useEffect(() => {
    if (!record) return;
    write("templateContext", record.context);
    if (record.theme) write("theme", record.theme);
  }, [record]);

  if (!record) return <NotFound reason={`No template slug in "${slug}"`} />;
  if (record.externalUrl) {
    const target = resolveTarget(record.externalUrl, allowedExternalHosts);
    if (!target) return <NotFound reason={`Refused to redirect to "${record.externalUrl}"`} />;
    return (
      <ContentProvider namespace="templateCard" copy={record.card} instance={record.slug}>
        <TemplateRedirect target={target} />
      </ContentProvider>
    );
  }
  if (!record.hasPage) return <NotFound reason={`Template "${record.slug}" has no module`} />;
  return <TemplateView />;
}

function NotFound({ reason }: { reason: string }) {
  useEffect(() => console.error("Failed to load template:", reason), [reason]);
  return <TemplateMessage title="templateEntry.notFound" />;
}
