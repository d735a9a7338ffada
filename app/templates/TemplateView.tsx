import { createElement, Suspense } from "react";
import type { LazyModule } from "./template-site";
import { TemplateLoadBoundary } from "./TemplateLoadBoundary";
import { TemplateMessage } from "./TemplateMessage";
import { templateView } from "./template-views";

/**
 * A template's view at /templates/<slug> (SPEC §2.9): "Loading template..."
 * while its code downloads (retried), "Template not found" if it never does.
 * Needs the `templateEntry` copy around it.
 */
export function TemplateView({ viewKey, load }: { viewKey: string; load: LazyModule }) {
  return (
    <TemplateLoadBoundary
      key={viewKey}
      fallback={<TemplateMessage title="templateEntry.notFound" />}
    >
      <Suspense fallback={<TemplateMessage title="templateEntry.loading" busy />}>
        {/* templateView() caches one lazy component per key: its identity is stable. */}
        {createElement(templateView(viewKey, load))}
      </Suspense>
    </TemplateLoadBoundary>
  );
}
