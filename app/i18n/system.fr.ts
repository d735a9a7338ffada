import type { Translation } from "../lib/text-path";
import type { systemEn } from "./system.en";

export const systemFr: Translation<typeof systemEn> = {
  notFound: {
    metaTitle: "Page introuvable",
    code: "404",
    title: "Oups ! Page introuvable",
    text: "La page que vous cherchez a été déplacée, ou n'a jamais existé. On vous remet sur le bon sentier.",
    returnHome: "Retour à l'accueil",
  },
  comingSoon: {
    badge: "Bientôt disponible",
    title: "{page} arrive bientôt",
    text: "Cette partie de notre vitrine de modèles est encore à l'atelier. Rien sur cette page n'est définitif pour l'instant, alors il n'y a rien à voir ici aujourd'hui.",
    back: "Retour au studio",
    pages: {
      templateEntry: "Ce modèle",
      templatePage: "Cette page de modèle",
    },
  },
};
