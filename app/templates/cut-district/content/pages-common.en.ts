/** The barbershop's sub-pages: their header and footer (SPEC §2.10). */
export const cutCommonEn = {
  skipLink: "Skip to content",
  tagline: "Barbers · Sudbury",
  nav: {
    label: "Main",
    links: {
      home: "Home",
      about: "About",
      services: "Services",
      portfolio: "Portfolio",
      contact: "Contact",
    },
    viewTemplates: "View Templates",
    brandHome: "{name}, home page",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
  },
  footer: {
    pitch: "Sharp cuts, hot towels and straight talk on Elm Street. Walk-ins welcome.",
    established: "Established {year}",
    visitTitle: "Visit",
    contactTitle: "Call or write",
    hoursTitle: "Hours",
    days: "Mon–Sat",
    hours: "9AM–7PM",
    sunday: "Sunday: closed",
    pagesTitle: "The shop",
    demo: "A demo template by {studio}",
    viewTemplates: "View Templates",
  },
};
