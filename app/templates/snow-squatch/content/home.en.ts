/** Snow Squatch's one-page site, English. Prices and times are written as a reader expects them. */
export const snowSquatchEn = {
  skipLink: "Skip to content",
  nav: {
    label: "Sections",
    brandHome: "Snow Squatch, top of the page",
    links: {
      services: "Services",
      pricing: "Pricing",
      area: "Service area",
      reviews: "Reviews",
      faq: "FAQ",
    },
    quote: "Get a quote",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "On this page",
  },
  alert: {
    label: "Storm alert",
    tag: "Storm watch",
    text: "25 to 35\u00a0cm expected Thursday night. Contract driveways are cleared before 7\u00a0a.m.; crews stay out until every route is done.",
    dismiss: "Dismiss the storm alert",
  },
  hero: {
    eyebrow: "Snow removal · Greater Sudbury",
    title: "Big feet. Clear driveways.",
    text: "Plowing, salting, roofs and walkways across Greater Sudbury, all winter long. Our crews head out the moment 5\u00a0cm hits the ground, so you can leave for work on time.",
    primary: "Get a free quote",
    secondary: "See seasonal pricing",
    mascotAlt:
      "Snow Squatch, a friendly sasquatch in a toque and orange scarf, leaning on a snow shovel",
    stats: [
      { value: "5\u00a0cm", label: "trigger depth" },
      { value: "Before 7\u00a0a.m.", label: "driveways cleared" },
      { value: "24/7", label: "storm dispatch" },
    ],
  },
};
