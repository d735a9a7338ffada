export const galleryCardsEn = {
  card: {
    preview: "Preview",
    previewLabel: "Preview {title}",
    open: "Open",
    openLabel: "Open {title}",
    compare: "Compare",
    compareLabel: "Compare {title}",
    pro: "Pro",
    difficulty: "Difficulty: {level}",
  },
  levels: {
    Starter: "Starter",
    Intermediate: "Intermediate",
    Pro: "Pro",
    Low: "Low",
    Medium: "Medium",
    High: "High",
  },
  immersive: {
    live: "Live preview of {title}",
    open: "Open {title}",
    preview: "Preview at every size",
  },
};
