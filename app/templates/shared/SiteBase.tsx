import { createContext, use, useCallback } from "react";

/** Where a template site's own pages live: "" (the main pages) or "/templates/<slug>". */
export const SiteBaseContext = createContext("");

/** Returns the path of one of the site's pages, under the current site's base. */
export function useSitePath() {
  const base = use(SiteBaseContext);
  return useCallback((page: string) => `${base}/${page}`, [base]);
}
