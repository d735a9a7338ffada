/** Ids of the six service cards on the services page (the footer and home link to them). */
export const SERVICE_ANCHORS = [
  "exploration",
  "development",
  "contract-mining",
  "processing",
  "electrification",
  "closure",
] as const;
