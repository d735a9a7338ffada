/** Page titles and descriptions of the premium construction template. */
export const constructionMetaEn = {
  home: {
    title: "Northline Construction: built for the North since 1999",
    description:
      "Premium Construction, a demo template by {brand}: a Northern Ontario builder of custom homes, commercial buildings and renovations, with 24/7 emergency service.",
  },
  contact: {
    title: "Contact Northline Construction: Sudbury office and 24/7 emergency line",
    description:
      "Premium Construction, a demo template by {brand}: call, write or visit a Sudbury builder serving Northern Ontario, with a reply within 24 hours and an emergency line around the clock.",
  },
  projects: {
    title: "Our projects: homes, clinics and arenas across Northern Ontario",
    description:
      "Premium Construction, a demo template by {brand}: six Northline Construction projects from Sudbury to Timmins, with where each one stands, its key figures and what went into it.",
  },
  news: {
    title: "News from Northline Construction's sites",
    description:
      "Premium Construction, a demo template by {brand}: company news, safety milestones, research and community work from a Northern Ontario builder, filtered by topic.",
  },
};
