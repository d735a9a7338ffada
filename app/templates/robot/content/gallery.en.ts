/** How the gallery presents this template (SPEC §3.3), English. */
export const robotGalleryEn = {
  title: "Robot Technology",
  industry: "Industrial automation",
  style: "Industrial",
  tags: ["Robotics", "Mining", "Manufacturing"],
  highlights: [
    "Robotic cells, case studies with results, and safety standards",
    "Product roadmap and careers band",
    "Contact form with clear field messages",
  ],
  coverAlt: "Northspan Robotics' home page: a robot cell beside the headline",
  metrics: { size: "Sections", accessibility: "Accessibility", languages: "Languages" },
  /** Its card on the studio's portfolio page. */
  portfolio: {
    industry: "Industrial automation",
    title: "Robot Technology",
    body: "A one-page site for a robotics integrator in Northern Ontario: cells, case studies with results, safety standards and a contact form.",
    look: "Industrial look",
  },
};
