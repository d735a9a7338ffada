/** How the gallery presents this template (SPEC §3.3), English. */
export const snowSquatchGalleryEn = {
  title: "Snow Squatch",
  industry: "Winter services",
  style: "Playful",
  tags: ["Seasonal", "Snow removal", "Playful"],
  highlights: [
    "Seasonal contract pricing and a storm-alert banner",
    "Service-area map of Greater Sudbury",
    "Gentle falling snow, still under reduced motion",
  ],
  coverAlt:
    "Snow Squatch's home page: the mascot with his shovel under falling snow beside the headline",
  metrics: { size: "Sections", accessibility: "Accessibility", languages: "Languages" },
  /** Its card on the studio's portfolio page. */
  portfolio: {
    industry: "Winter services",
    title: "Snow Squatch",
    body: "A playful, snowy site for a winter business, from snow removal to seasonal rentals.",
    look: "Playful look",
  },
};
