import type { Translation } from "../../../lib/text-path";
import type { robotGalleryEn } from "./gallery.en";

/** How the gallery presents this template (SPEC §3.3), French. */
export const robotGalleryFr: Translation<typeof robotGalleryEn> = {
  title: "Robot Technology",
  industry: "Automatisation industrielle",
  style: "Industriel",
  tags: ["Robotique", "Mines", "Fabrication"],
  highlights: [
    "Cellules robotisées, réalisations chiffrées et normes de sécurité",
    "Feuille de route du produit et bandeau carrières",
    "Formulaire de contact aux messages clairs",
  ],
  coverAlt: "La page d'accueil de Northspan Robotics : une cellule robotisée à côté du titre",
  metrics: { size: "Sections", accessibility: "Accessibilité", languages: "Langues" },
  /** Its card on the studio's portfolio page. */
  portfolio: {
    industry: "Automatisation industrielle",
    title: "Robot Technology",
    body: "Un site d'une page pour un intégrateur en robotique du Nord de l'Ontario\u00a0: cellules, réalisations chiffrées, normes de sécurité et formulaire de contact.",
    look: "Style industriel",
  },
};
