import type { Translation } from "../../../lib/text-path";
import type { robotGalleryEn } from "./gallery.en";

/** How the gallery presents this template (SPEC §3.3), French. */
export const robotGalleryFr: Translation<typeof robotGalleryEn> = {
  title: "Robot Technology",
  industry: "Technologie",
  style: "Futuriste",
  tags: ["Techno", "Jeune pousse", "Provisoire"],
  highlights: [
    "Liste de fonctionnalités, incluses ou prévues",
    "Défilement fluide et apparition au défilement",
    "Modèle complet intégré depuis un projet distinct",
  ],
  coverAlt: "Un bras robotique sympathique au-dessus de circuits lumineux sur une grille violette",
  metrics: { size: "Sections", accessibility: "Accessibilité", languages: "Langues" },
  /** Its card on the studio's portfolio page. */
  portfolio: {
    industry: "Technologie",
    title: "Robot Technology",
    body: "Un espace réservé pour un modèle de robotique et d'automatisation qui est encore en cours de finition.",
    look: "En cours",
  },
};
