import type { Translation } from "../lib/text-path";
import type { systemEn } from "./system.en";

export const systemFr: Translation<typeof systemEn> = {
  notFound: {
    metaTitle: "Page introuvable",
    code: "404",
    title: "Oups! Page introuvable",
    text: "La page que vous cherchez a été déplacée, ou n'a jamais existé. On vous remet sur le bon sentier.",
    returnHome: "Retour à l'accueil",
  },
  comingSoon: {
    badge: "Bientôt disponible",
    title: "{page} arrive bientôt",
    text: "Cette partie de notre vitrine de modèles est encore à l'atelier. Rien sur cette page n'est définitif pour l'instant, alors il n'y a rien à voir ici aujourd'hui.",
    back: "Retour au studio",
    pages: {
      templates: "La galerie de modèles",
      templateEntry: "Ce modèle",
      about: "La page À propos",
      services: "La page Services",
      projects: "La page Projets",
      news: "La page Nouvelles",
      contact: "La page Nous joindre",
      construction: "Le modèle Construction",
      templatePage: "Cette page de modèle",
    },
  },
};
