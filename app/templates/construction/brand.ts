import type { TemplateBrand } from "../shared/brand";

/**
 * The construction template's company as its navigation shows it until the
 * construction template is built (a later part); it has no logo file yet, so
 * the navigation shows its generated initials.
 */
export const constructionBrand: TemplateBrand = {
  id: "construction",
  name: "Northline Construction",
  initials: "NC",
  phone: { display: "(705) 555-0188", e164: "+17055550188" },
  email: "info@northline-demo.ca",
};

/** The premium set's address, /templates/<slug>. */
export const PREMIUM_SLUG = "premium-construction";
