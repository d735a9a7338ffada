/** How the gallery presents this template (SPEC §3.3), English. */
export const snowSquatchGalleryEn = {
  title: "Snow Squatch",
  industry: "Winter services",
  style: "Playful",
  tags: ["Seasonal", "Snow removal", "Playful"],
  highlights: [
    "Playful winter branding",
    "Service areas and seasonal contracts",
    "Snow-day animations",
  ],
  coverAlt: "A big-footed sasquatch with a snow shovel among snowy pines and a plow truck",
  metrics: ["Sections", "Accessibility", "Languages"],
};
