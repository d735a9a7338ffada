/** Copy every page of the construction template shares: its footer. */
export const constructionCommonEn = {
  footer: {
    about:
      "Custom homes, commercial buildings and renovations across Northern Ontario. A Sudbury family in the trade since 1974, building as Northline since 1999.",
    contactLabel: "Contact the office",
    phoneNote: "Office hours and the 24/7 emergency line",
    columns: {
      company: "Company",
      services: "Services",
      portfolio: "Portfolio",
      resources: "Resources",
    },
    services: {
      homes: "Custom Homes",
      commercial: "Commercial & Institutional",
      renovations: "Renovations & Additions",
      emergency: "24/7 Emergency Repairs",
    },
    portfolio: {
      projects: "All projects",
      premium: "Projects, premium look",
      simple: "Projects, simple look",
    },
    resources: {
      gallery: "Template gallery",
      studio: "Get a site like this",
      process: "How the studio works",
      portfolio: "Studio portfolio",
    },
    newsletter: {
      title: "Notes from the site",
      text: "Four letters a year: seasonal maintenance tips and what we are building in the North.",
      label: "E-mail address",
      placeholder: "you@example.ca",
      button: "Subscribe",
      notice:
        "This is a demo template: there is no mailing list, so nothing was sent and your address was not saved.",
    },
    toTop: "Back to top",
    copyright: "© {year} Northline Construction Ltd. All rights reserved.",
  },
};
