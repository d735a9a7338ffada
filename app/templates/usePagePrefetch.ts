import { useEffect } from "react";
import { registerPrefetcher } from "../ui/prefetch";
import { prefetchSitePage } from "./page-prefetch";

/** While a template site's chrome is shown, its links fetch their page's code on intent. */
export function usePagePrefetch() {
  useEffect(() => registerPrefetcher(prefetchSitePage), []);
}
