/** How the gallery presents this template (SPEC §3.3), English. */
export const constructionGalleryEn = {
  title: "Premium Construction",
  industry: "Construction",
  style: "Premium",
  tags: ["Contractor", "Portfolio", "Lead generation"],
  highlights: [
    "Free-quote calls to action on every page",
    "Project portfolio with status badges",
    "Rotating technology showcase",
  ],
  coverAlt:
    "Northline Construction's home page: a timber-and-glass house at dusk beside the headline",
  metrics: { size: "Pages", accessibility: "Accessibility", languages: "Languages" },
  /** Its card on the studio's portfolio page. */
  portfolio: {
    industry: "Construction",
    title: "Premium Construction",
    body: "A bold general-contractor site with a project portfolio, services and a fast route to a free quote.",
    look: "Premium look",
  },
};
