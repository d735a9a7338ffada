import type { Translation } from "../../../lib/text-path";
import type { robotGalleryEn } from "./gallery.en";

/** How the gallery presents this template (SPEC §3.3), French. */
export const robotGalleryFr: Translation<typeof robotGalleryEn> = {
  title: "Robot Technology",
  industry: "Technologie",
  style: "Futuriste",
  tags: ["Techno", "Jeune pousse", "Provisoire"],
  highlights: [
    "Liste de fonctionnalités pour un produit techno",
    "Défilement fluide dans la page",
    "En cours d'intégration depuis un projet externe",
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
