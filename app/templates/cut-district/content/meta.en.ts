/** Titles and descriptions of the barbershop's sub-pages. */
export const cutMetaEn = {
  about: {
    title: "About Cut District: four barbers on Elm Street, Sudbury",
    description:
      "Cut District, a demo template by {brand}: the mission, barbers and house rules of a downtown Sudbury barbershop established in 2024.",
  },
  services: {
    title: "Cut District services: cuts, fades, hot towel shaves and beards",
    description:
      "Cut District, a demo template by {brand}: four core barbershop services with their prices, how a visit works and what every chair includes.",
  },
  portfolio: {
    title: "Cut District portfolio: signature looks, weddings and events",
    description:
      "Cut District, a demo template by {brand}: four case studies from a Sudbury barbershop, from a wedding party to a local brand collaboration, and what clients say.",
  },
  contact: {
    title: "Contact Cut District: 142 Elm Street, Sudbury",
    description:
      "Cut District, a demo template by {brand}: call, write or walk in to a downtown Sudbury barbershop open Monday to Saturday, with a reply within 24 hours.",
  },
};
