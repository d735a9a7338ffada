import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { Text } from "../content/Text";

/** How long a visit within the site may take before it says it is loading. */
const QUIET_MS = 400;

/**
 * While React Router fetches the next page (its code, on a slow connection),
 * the current page stays on screen; after 400 ms a bar at the top of the window
 * and a status for screen readers say the page is loading. A quick visit shows
 * and announces nothing.
 */
export function NavigationStatus() {
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location.key : null;
  // The visit that has been loading for longer than QUIET_MS, if it still is.
  const [slow, setSlow] = useState<string | null>(null);
  useEffect(() => {
    if (target === null) return;
    const timer = setTimeout(() => setSlow(target), QUIET_MS);
    return () => clearTimeout(timer);
  }, [target]);
  const shown = target !== null && slow === target;
  return (
    <div role="status">
      {shown && (
        <>
          <span
            aria-hidden="true"
            className="fixed inset-x-0 top-0 z-[100] h-1 bg-accent motion-safe:animate-pulse"
          />
          <span className="sr-only">
            <Text id="common.loading" />
          </span>
        </>
      )}
    </div>
  );
}
