import { sitePathOf } from "../../lib/template-site";
import type { SiteChromeProps } from "../template-site";
import { PREMIUM_SLUG } from "./brand";
import ConstructionSite from "./ConstructionSite";

/**
 * The premium construction set's chrome. Its home is drawn in the premium
 * look; its sub-pages and the main pages are still placeholders made for the
 * default look (no dark hero under the navigation), so they keep it until
 * they are built.
 */
export default function PremiumSite(props: SiteChromeProps) {
  const { slug, page } = sitePathOf(props.pathname, [PREMIUM_SLUG]);
  const built = slug === PREMIUM_SLUG && page === "";
  return <ConstructionSite {...props} look={built ? "look-premium" : undefined} />;
}
