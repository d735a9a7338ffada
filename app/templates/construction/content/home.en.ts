/** The premium construction template's home page. */
export const constructionHomeEn = {
  hero: {
    eyebrow: "Greater Sudbury · Northern Ontario · Since 1999",
    title: "Built for the North. Finished like it matters.",
    text: "Custom homes, commercial buildings and renovations from Parry Sound to Timmins: one project lead from the first sketch to the final walkthrough, and a fixed price before we break ground.",
    primary: "Get Free Quote",
    secondary: "View Our Work",
    stats: {
      label: "Northline Construction at a glance",
      items: [
        { value: "25+", label: "Years building in the North" },
        { value: "500+", label: "Projects completed" },
        { value: "98%", label: "Client satisfaction" },
        { value: "24/7", label: "Emergency service" },
      ],
    },
  },
  cta: {
    title: "Ready to build something that lasts?",
    text: "Book a free site visit and get a written, fixed-price quote. We reply within 24 hours.",
    primary: "Get Free Quote",
    call: "Call {phone}",
  },
};
