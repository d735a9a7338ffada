import { sitePageOf } from "../../lib/template-site";
import { preloadable } from "../shared/preloadable";

/**
 * The mining site's chrome (navigation, footer, copy), loaded on demand like
 * every template module (SPEC §7), so pages outside the template never carry it.
 */
export const miningSite = preloadable(() => import("./MiningSite"));

/** Starts loading the chrome on a path that shows it: a main page or a mining template page. */
export function preloadMiningSiteFor(pathname: string) {
  const { site } = sitePageOf(pathname);
  if (site === "main" || site === "modern-mining") miningSite.preload().catch(() => {});
}
