/**
 * The fixed choices of the quote form (SPEC §3.1). Ids are the keys of the
 * translated copy (`quoteEn.projectTypes`, `quoteEn.industries`); the English
 * labels here are the ones sent to the studio's inbox, whatever the UI language.
 */

/** Project types offered on step 1, in display order. */
export const PROJECT_TYPES = ["new-website", "redesign", "ecommerce", "other"] as const;

/** One of the four project type ids. */
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** English label of each project type. */
export const PROJECT_TYPE_LABELS: Readonly<Record<ProjectType, string>> = {
  "new-website": "New Website",
  redesign: "Redesign",
  ecommerce: "E-commerce",
  other: "Other",
};

/** The 30 industries of SPEC §3.1, in the spec's order, with English labels. */
export const INDUSTRIES = [
  { id: "technology", label: "Technology" },
  { id: "healthcare", label: "Healthcare" },
  { id: "finance", label: "Finance" },
  { id: "education", label: "Education" },
  { id: "retail", label: "Retail" },
  { id: "manufacturing", label: "Manufacturing" },
  { id: "real-estate", label: "Real Estate" },
  { id: "construction", label: "Construction" },
  { id: "food-beverage", label: "Food & Beverage" },
  { id: "transportation", label: "Transportation" },
  { id: "entertainment", label: "Entertainment" },
  { id: "media-marketing", label: "Media & Marketing" },
  { id: "professional-services", label: "Professional Services" },
  { id: "consulting", label: "Consulting" },
  { id: "legal-services", label: "Legal Services" },
  { id: "non-profit", label: "Non-Profit" },
  { id: "government", label: "Government" },
  { id: "agriculture", label: "Agriculture" },
  { id: "energy", label: "Energy" },
  { id: "telecommunications", label: "Telecommunications" },
  { id: "automotive", label: "Automotive" },
  { id: "fashion", label: "Fashion" },
  { id: "beauty-wellness", label: "Beauty & Wellness" },
  { id: "sports-fitness", label: "Sports & Fitness" },
  { id: "travel-tourism", label: "Travel & Tourism" },
  { id: "hospitality", label: "Hospitality" },
  { id: "e-commerce", label: "E-commerce" },
  { id: "software-development", label: "Software Development" },
  { id: "design-creative", label: "Design & Creative" },
  { id: "other", label: "Other" },
] as const;

/** One of the 30 industry ids. */
export type IndustryId = (typeof INDUSTRIES)[number]["id"];

/** The industry ids alone, in display order. */
export const INDUSTRY_IDS: readonly IndustryId[] = INDUSTRIES.map((industry) => industry.id);

/** True when `value` is one of the project type ids. */
export function isProjectType(value: unknown): value is ProjectType {
  return (PROJECT_TYPES as readonly unknown[]).includes(value);
}

/** True when `value` is one of the industry ids. */
export function isIndustryId(value: unknown): value is IndustryId {
  return (INDUSTRY_IDS as readonly unknown[]).includes(value);
}

/** English label of an industry id. */
export function industryLabel(id: IndustryId): string {
  return INDUSTRIES.find((industry) => industry.id === id)?.label ?? id;
}
