/** The mining home's sections below its hero, loaded with their code (home-sections.ts). */
export const miningHomeSectionsEn = {
  services: {
    eyebrow: "What we do",
    title: "Three disciplines, one accountable crew",
    intro:
      "Most of our clients start with one of these. Many stay with us from the first drill hole to the last tree planted.",
    more: "Learn more",
    cards: {
      development: {
        title: "Underground Development",
        body: "Shafts, ramps and lateral development to depths beyond 2,000 metres, including sinking under live production.",
      },
      exploration: {
        title: "Exploration & Drilling",
        body: "Surface and underground diamond drilling, with core logged on site by our own geologists and results in days, not weeks.",
      },
      closure: {
        title: "Reclamation & Closure",
        body: "Tailings, water and revegetation planned before the first blast, and carried through to the day the land is handed back.",
      },
    },
  },
  stats: {
    label: "Sudbury Minerals in numbers",
    items: [
      { value: "50+", label: "Years in the Sudbury Basin" },
      { value: "1,200+", label: "Projects delivered" },
      { value: "99.8%", label: "Safety record" },
      { value: "15", label: "Countries worked in" },
    ],
    note: "Safety record: share of 2023 shifts completed without a recordable injury.",
  },
  features: {
    eyebrow: "Why producers call us",
    title: "Built for hard rock and long winters",
    intro:
      "Half a century in the Canadian Shield taught us what matters when the rock is hard, the site is remote and the winter is long.",
    cards: {
      "safety-first": {
        title: "Safety before schedule",
        body: "Every worker can stop a job. Our crews run pre-shift hazard checks and our rescue teams train monthly.",
      },
      "battery-fleets": {
        title: "Battery-electric fleets",
        body: "We have run battery-electric loaders underground since 2015, cutting diesel, heat and ventilation costs.",
      },
      "northern-crews": {
        title: "Northern crews",
        body: "Most of our 1,400 people live in Northern Ontario. They know the rock, the roads and the communities.",
      },
      "closure-planning": {
        title: "Closure from day one",
        body: "Every mine plan we write includes its closure plan, costed and reviewed with the communities nearby.",
      },
    },
  },
  testimonials: {
    eyebrow: "Client voices",
    title: "Trusted where it counts",
    ratingLabel: "Rated 5 out of 5",
    items: [
      {
        quote:
          "They deepened our shaft by 640 metres through some of the hardest rock in the Basin, kept us hoisting above them, and finished three weeks early without a lost-time injury.",
        author: "Marie-Claude Lavoie",
        role: "Mine Manager, Northshore Nickel Corp.",
      },
      {
        quote:
          "Going battery-electric felt like a leap. Sudbury Minerals ran the trial, trained our operators and mechanics, and our ventilation bill dropped by a third.",
        author: "Daniel Okafor",
        role: "VP Operations, Porcupine Ridge Gold",
      },
      {
        quote:
          "Their closure team treated our plan as a living document and walked the site with community members every season. You can see the difference in the water.",
        author: "Rachel Thompson",
        role: "Environmental Lead, Boreal Battery Metals",
      },
    ],
  },
  cta: {
    title: "Planning a project in the North?",
    text: "Tell us about your deposit, your schedule and your constraints. A project engineer will call you back within one business day.",
    primary: "Contact our team",
    secondary: "View our services",
  },
};
