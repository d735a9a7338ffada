import type { Translation } from "../../../lib/text-path";
import type { snowSquatchGalleryEn } from "./gallery.en";

/** How the gallery presents this template (SPEC §3.3), French. */
export const snowSquatchGalleryFr: Translation<typeof snowSquatchGalleryEn> = {
  title: "Snow Squatch",
  industry: "Services d'hiver",
  style: "Ludique",
  tags: ["Saisonnier", "Déneigement", "Ludique"],
  highlights: [
    "Tarifs de contrats saisonniers et bandeau d'alerte de tempête",
    "Carte des secteurs desservis du Grand Sudbury",
    "Neige qui tombe doucement, immobile si les animations sont réduites",
  ],
  coverAlt:
    "La page d'accueil de Snow Squatch : la mascotte et sa pelle sous la neige, à côté du titre",
  metrics: { size: "Sections", accessibility: "Accessibilité", languages: "Langues" },
  /** Its card on the studio's portfolio page. */
  portfolio: {
    industry: "Services hivernaux",
    title: "Snow Squatch",
    body: "Un site ludique et enneigé pour une entreprise hivernale, du déneigement à la location saisonnière.",
    look: "Style ludique",
  },
};
