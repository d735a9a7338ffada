/** The studio home's pictures of its work: the hero's two templates and the Selected templates band. */
export const homeWorkEn = {
  showcase: {
    desktop: "Our Premium Construction template's home page, in a browser",
    phone: "Our Cut District barbershop template's home page, on a phone",
  },
  eyebrow: "Selected templates",
  title: "Sites we built for trades across the North",
  intro:
    "Every template is a working site, not a mock-up: open one, click through it, try it on your phone. Yours starts from the one closest to your trade.",
  items: [
    {
      title: "Northline Construction",
      text: "A builder's site with projects, services and a quote form, in a premium and a simple look.",
    },
    {
      title: "Cut District",
      text: "A downtown barbershop: prices, barbers, a gallery and a booking form.",
    },
    {
      title: "Snow Squatch",
      text: "A snow-removal company with seasonal plans, a service-area map and storm alerts.",
    },
  ],
  all: "See all templates",
  facts: [
    { value: "2", label: "languages on every page, English and French" },
    {
      value: "0",
      label: "trackers or ad scripts: fonts, pictures and code are served from your own domain",
    },
    { value: "5", label: "trades with a template ready to make your own" },
  ],
};
