import { isValidElement, Suspense, useEffect, type ReactNode } from "react";
import { whenIdle } from "../lib/when-idle";
import { isPreloadable } from "./lazy-component";
import { LoadFailureBoundary } from "./LoadFailureBoundary";

/**
 * A part of the page whose code may come after the page's own (a section below the
 * first, a footer). In its own Suspense boundary: in a prerendered page React leaves
 * its server HTML as it is until the code is there, then hydrates it on its own,
 * first the one a visitor acts in. Its code starts downloading once the page has
 * hydrated and the browser is idle. A download that fails for good shows the
 * visitor a notice with a reload.
 */
export function LazyPart({ children }: { children: ReactNode }) {
  const type = isValidElement(children) ? children.type : null;
  useEffect(() => {
    if (isPreloadable(type)) return whenIdle(() => type.preload());
  }, [type]);
  return (
    <LoadFailureBoundary>
      <Suspense>{children}</Suspense>
    </LoadFailureBoundary>
  );
}
