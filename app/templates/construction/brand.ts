import { sitePathOf } from "../../lib/template-site";
import type { TemplateBrand } from "../shared/brand";

/**
 * The construction template's company (SPEC §2.7). It has no logo file, so
 * the navigation shows its generated initials.
 */
export const constructionBrand: TemplateBrand = {
  id: "construction",
  name: "Northline Construction",
  initials: "NC",
  phone: { display: "(705) 555-0188", e164: "+17055550188" },
  email: "info@northline-demo.ca",
};

/** The premium set's address, /templates/<slug>; /construction is its home too. */
export const PREMIUM_SLUG = "premium-construction";
/** The simple set's address. */
export const SIMPLE_SLUG = "modern-construction";

export type ConstructionLook = "premium" | "simple";

/**
 * The look a construction page wears: the simple set's own pages the simple
 * one; the premium set, /construction and the main pages the premium one (the
 * main pages show this site only when the visitor's theme is premium).
 */
export const constructionLookOf = (pathname: string): ConstructionLook =>
  sitePathOf(pathname, [SIMPLE_SLUG]).slug ? "simple" : "premium";
