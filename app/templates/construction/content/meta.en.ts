/** Page titles and descriptions of the premium construction template. */
export const constructionMetaEn = {
  /** The template's name in each look, which "{template}" in a description becomes. */
  looks: { premium: "Premium Construction", simple: "Modern Construction" },
  home: {
    title: "Northline Construction: built for the North since 1999",
    description:
      "{template}, a demo template by {brand}: a Northern Ontario builder of custom homes, commercial buildings and renovations, with 24/7 emergency service.",
  },
  about: {
    title: "About Northline Construction: building in the North since 1974",
    description:
      "{template}, a demo template by {brand}: the story, values and leadership of a Northern Ontario builder, from a family framing crew in 1974 to Northline Construction.",
  },
  services: {
    title: "Northline Construction services: homes, commercial, renovations and 24/7 repairs",
    description:
      "{template}, a demo template by {brand}: six construction services for Northern Ontario, a four-step way of working and what every fixed-price contract includes.",
  },
  contact: {
    title: "Contact Northline Construction: Sudbury office and 24/7 emergency line",
    description:
      "{template}, a demo template by {brand}: call, write or visit a Sudbury builder serving Northern Ontario, with a reply within 24 hours and an emergency line around the clock.",
  },
  projects: {
    title: "Our projects: homes, clinics and arenas across Northern Ontario",
    description:
      "{template}, a demo template by {brand}: six Northline Construction projects from Sudbury to Timmins, with where each one stands, its key figures and what went into it.",
  },
  news: {
    title: "News from Northline Construction's sites",
    description:
      "{template}, a demo template by {brand}: company news, safety milestones, research and community work from a Northern Ontario builder, filtered by topic.",
  },
};
