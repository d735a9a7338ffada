/** The mining template's Projects page. */
export const miningProjectsEn = {
  hero: {
    eyebrow: "Projects",
    title: "Work that goes deep, and lasts",
    text: "A selection of current and recent projects across Northern Ontario, each held to the same standard: safe crews, clean water and land returned in better shape.",
  },
  featured: {
    eyebrow: "Featured projects",
    title: "Four projects, four stages of a mine's life",
    location: "Location",
    year: "Year",
    highlights: "Highlights",
    imageAlt: "Illustration of the {title} site",
    items: {
      "levack-deep-shaft": {
        title: "Levack Deep Shaft Extension",
        location: "Levack, Ontario",
        year: "2022",
        description:
          "Deepening a production shaft by 640 metres to reach a nickel, copper and platinum-group zone, while the mine kept hoisting above us.",
        metrics: [
          { label: "Final depth", value: "2,140 m" },
          { label: "Lost-time injuries", value: "0" },
          { label: "Schedule", value: "3 weeks early" },
        ],
        features: [
          "Sinking under live production",
          "Six new loading pockets",
          "Automated ground-support drilling",
        ],
      },
      "timmins-battery-haulage": {
        title: "Timmins Battery-Electric Haulage",
        location: "Timmins, Ontario",
        year: "2023",
        description:
          "Replacing a diesel haul fleet with 18 battery-electric trucks and loaders, with the charging bays and ventilation controls to support them.",
        metrics: [
          { label: "Diesel use", value: "−62%" },
          { label: "Battery-electric units", value: "18" },
          { label: "Ventilation energy", value: "−35%" },
        ],
        features: [
          "Four underground charging bays",
          "Ventilation-on-demand",
          "140 operators and mechanics trained",
        ],
      },
      "mcfaulds-camp": {
        title: "McFaulds Lake Exploration Camp",
        location: "Ring of Fire, Ontario",
        year: "2025",
        description:
          "A 120-person fly-in camp and drilling program for a nickel and chromite discovery, built and run with two partner First Nations.",
        metrics: [
          { label: "Planned drilling", value: "48,000 m" },
          { label: "Local hires", value: "45%" },
          { label: "Camp beds", value: "120" },
        ],
        features: [
          "Winter-road logistics",
          "Solar and diesel hybrid power",
          "Community-led water monitoring",
        ],
      },
      "coniston-reclamation": {
        title: "Coniston Tailings Reclamation",
        location: "Coniston, Ontario",
        year: "2026",
        description:
          "Closing and revegetating a historic 210-hectare tailings area and turning it into wetland and jack pine forest.",
        metrics: [
          { label: "Area restored", value: "210 ha" },
          { label: "Trees to plant", value: "350,000" },
          { label: "Water treated yearly", value: "1.2 M m³" },
        ],
        features: [
          "Engineered soil cover",
          "Passive treatment wetlands",
          "25-year monitoring plan",
        ],
      },
    },
  },
  impact: {
    eyebrow: "Our impact",
    title: "What fifty years add up to",
    items: [
      { value: "1,200+", label: "Projects delivered since 1974" },
      { value: "3.1 M", label: "Trees planted since 2005" },
      { value: "62%", label: "Less diesel on our electrified sites" },
      { value: "$480 M", label: "Spent with Northern Ontario suppliers in 2023" },
    ],
  },
  cta: {
    title: "Have a deposit, a shaft or a closure plan in mind?",
    text: "We would like to hear about it. Tell us where you are and what you need.",
    primary: "Start a conversation",
    secondary: "See our services",
  },
};
