import type { TextId } from "../../../content/namespaces";
import type { CutDistrictPage as CutPage } from "../meta";

export type { CutPage };

/** SPEC §2.10: the sub-pages' header links, Home first (View Templates is its button). */
export const CUT_NAV: readonly { page: CutPage | "home"; label: TextId }[] = [
  { page: "home", label: "cutCommon.nav.links.home" },
  { page: "about", label: "cutCommon.nav.links.about" },
  { page: "services", label: "cutCommon.nav.links.services" },
  { page: "portfolio", label: "cutCommon.nav.links.portfolio" },
  { page: "contact", label: "cutCommon.nav.links.contact" },
];

/** Where a header link goes: the shop's one-page home, or one of its sub-pages. */
export const cutHref = (page: CutPage | "home", base: string) =>
  page === "home" ? base : `${base}/${page}`;
