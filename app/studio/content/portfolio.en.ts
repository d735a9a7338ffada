export const portfolioEn = {
  meta: {
    title: "Portfolio",
    description:
      "See the kind of sites {brand} builds: live demo templates for mining, construction, barbershops and more, ready to make your own.",
  },
  hero: {
    eyebrow: "Portfolio",
    title: "Work you can click through",
    text: "Our client sites belong to our clients, so we built a set of full demo sites instead. Each one is a real, working website you can explore on your phone or desktop, then make your own.",
  },
  projects: [
    {
      slug: "modern-mining",
      industry: "Mining",
      title: "Modern Mining",
      body: "A calm, trustworthy site for an exploration and mining company: safety record, projects, news and careers.",
      look: "Simple look",
    },
    {
      slug: "premium-construction",
      industry: "Construction",
      title: "Premium Construction",
      body: "A bold general-contractor site with a project portfolio, services and a fast route to a free quote.",
      look: "Premium look",
    },
    {
      slug: "cut-district",
      industry: "Barbershop",
      title: "Cut District",
      body: "A sharp, dark barbershop site with prices, the team, a gallery and a booking request form.",
      look: "Bold look",
    },
    {
      slug: "snow-squatch",
      industry: "Winter services",
      title: "Snow Squatch",
      body: "A playful, snowy site for a winter business, from snow removal to seasonal rentals.",
      look: "Playful look",
    },
    {
      slug: "robot-template",
      industry: "Technology",
      title: "Robot Technology",
      body: "A placeholder for a robotics and automation template that's still being finished.",
      look: "In progress",
    },
  ],
  openTemplate: "Explore {title}",
  galleryTitle: "Want to compare them side by side?",
  galleryText:
    "The template gallery lets you preview every site at phone, tablet and desktop size.",
  galleryButton: "Open the template gallery",
  cta: {
    title: "Like what you see?",
    text: "Start from a template or from a blank page. Either way, it will be built around your business.",
    button: "Get a quote",
  },
};
