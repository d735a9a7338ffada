import { use } from "react";

const never = new Promise<never>(() => {});

/**
 * Suspends for good. Rendered while hydrating in place of server HTML the
 * visitor will not see, it leaves that HTML as it is (hidden by CSS) and loads
 * none of its code; the parent drops it once the page has hydrated.
 */
export function Dormant() {
  use(never);
  return null;
}
