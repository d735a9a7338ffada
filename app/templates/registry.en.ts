import type { Translation } from "../lib/text-path";

/** Gallery copy of the five templates (SPEC §3.3), English. */
export const registryEn = {
  "modern-mining": {
    title: "Modern Mining",
    industry: "Mining",
    style: "Simple",
    tags: ["Corporate", "Safety", "Bilingual"],
    highlights: [
      "Safety record and project stats up front",
      "Projects, news and careers pages",
      "Calm, trustworthy simple look",
    ],
    coverAlt:
      "A mine headframe and a haul truck in a boreal landscape, with a website's headline and stat chips",
    metrics: ["Pages", "Accessibility", "Languages"],
  },
  "premium-construction": {
    title: "Premium Construction",
    industry: "Construction",
    style: "Premium",
    tags: ["Contractor", "Portfolio", "Lead generation"],
    highlights: [
      "Free-quote calls to action on every page",
      "Project portfolio with status badges",
      "Rotating technology showcase",
    ],
    coverAlt: "Tower cranes and steel beams over a building under construction at dusk",
    metrics: ["Pages", "Accessibility", "Languages"],
  },
  "cut-district": {
    title: "Cut District",
    industry: "Barbershop",
    style: "Bold",
    tags: ["Booking", "Gallery", "Local business"],
    highlights: [
      "Prices, team and gallery on one page",
      "Appointment request form",
      "Dark, sharp look with gold accents",
    ],
    coverAlt: "A barber pole, scissors and a straight razor in gold on black",
    metrics: ["Sections", "Accessibility", "Languages"],
  },
  "robot-template": {
    title: "Robot Technology",
    industry: "Technology",
    style: "Futuristic",
    tags: ["Tech", "Startup", "Placeholder"],
    highlights: [
      "Feature checklist for a tech product",
      "Smooth in-page scrolling",
      "Being integrated from an external project",
    ],
    coverAlt: "A friendly robot arm over glowing circuit lines on a violet grid",
    metrics: ["Sections", "Accessibility", "Languages"],
  },
  "snow-squatch": {
    title: "Snow Squatch",
    industry: "Winter services",
    style: "Playful",
    tags: ["Seasonal", "Snow removal", "Playful"],
    highlights: [
      "Playful winter branding",
      "Service areas and seasonal contracts",
      "Snow-day animations",
    ],
    coverAlt: "A big-footed sasquatch with a snow shovel among snowy pines and a plow truck",
    metrics: ["Sections", "Accessibility", "Languages"],
  },
};

export type TemplateCopy = Translation<(typeof registryEn)["modern-mining"]>;
