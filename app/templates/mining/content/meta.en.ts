/** Page titles and descriptions of the mining template. */
export const miningMetaEn = {
  home: {
    title: "Sudbury Minerals: mining services since 1974",
    description:
      "Modern Mining, a demo template by {brand}: a Northern Ontario mining services company with exploration, development, processing and reclamation.",
  },
  about: {
    title: "About Sudbury Minerals",
    description:
      "Fifty years underground: the mission, values, leadership and history of Sudbury Minerals, a demo mining template by {brand}.",
  },
  services: {
    title: "Mining services",
    description:
      "Exploration, shaft sinking, contract mining, processing, fleet electrification and closure: the services of Sudbury Minerals, a demo template by {brand}.",
  },
  projects: {
    title: "Mining projects",
    description:
      "Shafts, battery-electric fleets, exploration camps and reclamation across Northern Ontario, from Sudbury Minerals, a demo template by {brand}.",
  },
  news: {
    title: "Mining news",
    description:
      "Discoveries, safety milestones and community stories from Sudbury Minerals, a demo mining template by {brand}.",
  },
  contact: {
    title: "Contact Sudbury Minerals",
    description:
      "Office hours, departments and a contact form for Sudbury Minerals, a demo mining template by {brand}.",
  },
};
