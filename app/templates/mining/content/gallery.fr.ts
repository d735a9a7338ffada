import type { Translation } from "../../../lib/text-path";
import type { miningGalleryEn } from "./gallery.en";

/** How the gallery presents this template (SPEC §3.3), French. */
export const miningGalleryFr: Translation<typeof miningGalleryEn> = {
  title: "Modern Mining",
  industry: "Mines",
  style: "Sobre",
  tags: ["Corporatif", "Sécurité", "Bilingue"],
  highlights: [
    "Dossier de sécurité et chiffres clés bien en vue",
    "Pages projets, nouvelles et carrières",
    "Style sobre qui inspire confiance",
  ],
  coverAlt:
    "La page d'accueil de Sudbury Minerals : un chevalement sur la crête à l'aube, à côté du titre",
  metrics: { size: "Pages", accessibility: "Accessibilité", languages: "Langues" },
  /** Its card on the studio's portfolio page. */
  portfolio: {
    industry: "Industrie minière",
    title: "Modern Mining",
    body: "Un site calme et digne de confiance pour une société d'exploration et d'exploitation minière : bilan de sécurité, projets, nouvelles et carrières.",
    look: "Style sobre",
  },
};
