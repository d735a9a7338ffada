/** Copy every page of the mining template shares: the company line, the footer. */
export const miningCommonEn = {
  tagline: "Mining services since 1974",
  hours: "Mon–Fri 8:00–18:00 · Sat 9:00–16:00",
  footer: {
    about:
      "Exploration, mine development, processing and reclamation from the Sudbury Basin, for producers across Northern Ontario and in 15 countries.",
    addressLabel: "Head office",
    hoursLines: ["Mon–Fri 8:00–18:00", "Sat 9:00–16:00", "Sunday closed"],
    hoursLabel: "Office hours",
    services: {
      exploration: "Exploration & Drilling",
      development: "Shaft Sinking & Development",
      "contract-mining": "Contract Mining",
      processing: "Mineral Processing",
      electrification: "Fleet Electrification",
      closure: "Environment & Closure",
    },
    social: {
      linkedin: "LinkedIn (opens a new tab)",
      facebook: "Facebook (opens a new tab)",
      youtube: "YouTube (opens a new tab)",
    },
    copyright: "© {year} {company}. All rights reserved.",
  },
};
