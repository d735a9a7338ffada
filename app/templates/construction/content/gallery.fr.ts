import type { Translation } from "../../../lib/text-path";
import type { constructionGalleryEn } from "./gallery.en";

/** How the gallery presents this template (SPEC §3.3), French. */
export const constructionGalleryFr: Translation<typeof constructionGalleryEn> = {
  title: "Premium Construction",
  industry: "Construction",
  style: "Haut de gamme",
  tags: ["Entrepreneur", "Réalisations", "Génération de clients"],
  highlights: [
    "Appels à l'action pour une soumission gratuite sur chaque page",
    "Portfolio de projets avec pastilles d'état",
    "Vitrine technologique en rotation",
  ],
  coverAlt:
    "La page d'accueil de Northline Construction : une maison de bois et de verre au crépuscule à côté du titre",
  metrics: { size: "Pages", accessibility: "Accessibilité", languages: "Langues" },
  /** Its card on the studio's portfolio page. */
  portfolio: {
    industry: "Construction",
    title: "Premium Construction",
    body: "Un site percutant pour un entrepreneur général, avec un portfolio de projets, ses services et un accès rapide à une soumission gratuite.",
    look: "Style haut de gamme",
  },
};
