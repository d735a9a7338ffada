import { lazy } from "react";
import { withRetry } from "../lib/retry";

/**
 * What /templates/<unknown slug> shows (SPEC §2.1): the mining site's home in
 * its chrome, its code fetched when first drawn and retried 3 times with
 * backoff (SPEC §7). Every real site's home is a route of its own.
 */
export const FallbackView = lazy(() => withRetry(() => import("./mining/MiningHomeView")));
