import type { Translation } from "../../lib/text-path";
import type { galleryCardsEn } from "./gallery-cards.en";

export const galleryCardsFr: Translation<typeof galleryCardsEn> = {
  card: {
    preview: "Aperçu",
    previewLabel: "Aperçu de {title}",
    open: "Ouvrir",
    openLabel: "Ouvrir {title}",
    compare: "Comparer",
    compareLabel: "Comparer {title}",
    pro: "Pro",
    difficulty: "Niveau\u00a0: {level}",
  },
  levels: {
    Starter: "Débutant",
    Intermediate: "Intermédiaire",
    Pro: "Pro",
    Low: "Faible",
    Medium: "Moyenne",
    High: "Élevée",
  },
  immersive: {
    live: "Aperçu en direct de {title}",
    open: "Ouvrir {title}",
    preview: "Aperçu à toutes les tailles",
  },
};
