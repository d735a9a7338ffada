import { Suspense } from "react";
import { FallbackView } from "./fallback-view";
import { TemplateLoadBoundary } from "./TemplateLoadBoundary";
import { TemplateMessage } from "./TemplateMessage";

/**
 * The view an unknown slug shows at /templates/<slug> (SPEC §2.9): "Loading
 * template..." while its code downloads (retried), "Template not found" if it
 * never does. Needs the `templateEntry` copy around it.
 */
export function TemplateView() {
  return (
    <TemplateLoadBoundary fallback={<TemplateMessage title="templateEntry.notFound" />}>
      <Suspense fallback={<TemplateMessage title="templateEntry.loading" busy />}>
        <FallbackView />
      </Suspense>
    </TemplateLoadBoundary>
  );
}
