/** How the gallery presents this template (SPEC §3.3), English. */
export const robotGalleryEn = {
  title: "Robot Technology",
  industry: "Technology",
  style: "Futuristic",
  tags: ["Tech", "Startup", "Placeholder"],
  highlights: [
    "Feature checklist, included or planned",
    "Smooth in-page scrolling and fade-in",
    "Full template integrated from a separate project",
  ],
  coverAlt: "A friendly robot arm over glowing circuit lines on a violet grid",
  metrics: { size: "Sections", accessibility: "Accessibility", languages: "Languages" },
  /** Its card on the studio's portfolio page. */
  portfolio: {
    industry: "Technology",
    title: "Robot Technology",
    body: "A placeholder for a robotics and automation template that's still being finished.",
    look: "In progress",
  },
};
