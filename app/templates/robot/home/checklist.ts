/** Where each feature of the checklist stands, in the copy's `features.items` order. */
export type FeatureStatus = "included" | "planned";

export const FEATURE_STATUS: readonly FeatureStatus[] = [
  "included",
  "included",
  "included",
  "included",
  "planned",
  "planned",
  "planned",
  "planned",
];

/** The page's sections the header links to, in page order (their element ids). */
export const ROBOT_SECTIONS = ["features", "integration", "contact"] as const;
