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
