export const galleryEn = {
  meta: {
    title: "Website templates",
    description:
      "Preview {brand}'s demo websites for mining, construction, barbershops and more at phone, tablet and desktop size, compare them side by side and get a quote.",
  },
  backHome: "Back to {brand}",
  eyebrow: "Template gallery",
  title: "Find a site that fits your business",
  intro:
    "Every template is a real, working website. Preview it at phone, tablet and desktop size, compare up to three, then make it yours.",
  search: { label: "Search templates", placeholder: "Name, industry or tag" },
  filters: {
    industry: "Industry",
    allIndustries: "All industries",
    style: "Style",
    allStyles: "All styles",
    clear: "Clear filters",
  },
  view: { label: "View", grid: "Grid", immersive: "Immersive" },
  results: "{count} of {total} templates",
  loading: "Loading templates…",
  empty: {
    inline: "No templates found matching your criteria.",
    title: "No templates found",
    text: "Try adjusting your search or filter criteria",
  },
  compare: {
    open: "Compare ({count})",
    limit: "You can compare up to 3 templates. Remove one to add another.",
  },
};
