import { createContext, use, useCallback } from "react";
import type { MainPage } from "../../lib/template-site";

/** Where the mining site's own pages live: "" (the main pages) or "/templates/modern-mining". */
export const SiteBaseContext = createContext("");

/** Returns the path of a mining page, under the current site's base. */
export function useSitePath() {
  const base = use(SiteBaseContext);
  return useCallback((page: MainPage) => `${base}/${page}`, [base]);
}
