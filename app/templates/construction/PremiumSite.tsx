import type { SiteChromeProps } from "../template-site";
import ConstructionSite from "./ConstructionSite";

/** The premium construction set's chrome: the construction chrome in the premium look. */
export default function PremiumSite(props: SiteChromeProps) {
  return <ConstructionSite {...props} look="look-premium" />;
}
