/** Page titles and descriptions of the premium construction template. */
export const constructionMetaEn = {
  home: {
    title: "Northline Construction: built for the North since 1999",
    description:
      "Premium Construction, a demo template by {brand}: a Northern Ontario builder of custom homes, commercial buildings and renovations, with 24/7 emergency service.",
  },
  about: {
    title: "About Northline Construction: building in the North since 1974",
    description:
      "Premium Construction, a demo template by {brand}: the story, values and leadership of a Northern Ontario builder, from a family framing crew in 1974 to Northline Construction.",
  },
  services: {
    title: "Northline Construction services: homes, commercial, renovations and 24/7 repairs",
    description:
      "Premium Construction, a demo template by {brand}: six construction services for Northern Ontario, a four-step way of working and what every fixed-price contract includes.",
  },
  contact: {
    title: "Contact Northline Construction: Sudbury office and 24/7 emergency line",
    description:
      "Premium Construction, a demo template by {brand}: call, write or visit a Sudbury builder serving Northern Ontario, with a reply within 24 hours and an emergency line around the clock.",
  },
};
