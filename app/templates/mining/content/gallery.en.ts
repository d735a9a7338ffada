/** How the gallery presents this template (SPEC §3.3), English. */
export const miningGalleryEn = {
  title: "Modern Mining",
  industry: "Mining",
  style: "Simple",
  tags: ["Corporate", "Safety", "Bilingual"],
  highlights: [
    "Safety record and project stats up front",
    "Projects, news and careers pages",
    "Calm, trustworthy simple look",
  ],
  coverAlt: "Sudbury Minerals' home page: a headframe on the ridge at dawn beside the headline",
  metrics: { size: "Pages", accessibility: "Accessibility", languages: "Languages" },
  /** Its card on the studio's portfolio page. */
  portfolio: {
    industry: "Mining",
    title: "Modern Mining",
    body: "A calm, trustworthy site for an exploration and mining company: safety record, projects, news and careers.",
    look: "Simple look",
  },
};
