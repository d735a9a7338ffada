import type { Translation } from "../../../lib/text-path";
import type { robotTemplateEn } from "./home.en";

/** Le site d'une page de Northspan Robotics, en français canadien. */
export const robotTemplateFr: Translation<typeof robotTemplateEn> = {
  skipLink: "Passer au contenu",
  nav: {
    label: "Sections",
    brandHome: "{name}, haut de la page",
    links: {
      solutions: "Solutions",
      showcase: "Cellule",
      cases: "Réalisations",
      safety: "Sécurité",
      roadmap: "Feuille de route",
      contact: "Contact",
    },
    allTemplates: "Tous les modèles",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    menuTitle: "Dans cette page",
  },
  hero: {
    eyebrow: "Robotique et automatisation · Grand Sudbury",
    title: "L'automatisation taillée pour le Bouclier canadien.",
    text: "Nous concevons, construisons et mettons en service des cellules robotisées, de l'inspection autonome et des commandes d'usine pour les mines et les usines du Nord de l'Ontario, puis nous restons de garde pour le quart de nuit.",
    primary: "Lancer un projet",
    secondary: "Voir nos réalisations",
    artAlt:
      "Un bras robotique jaune à six axes sur un plancher d'usine derrière une clôture de sécurité, un chevalement de mine au crépuscule par la porte de la baie",
    stats: [
      { value: "140+", label: "cellules mises en service" },
      { value: "1\u00a0900\u00a0m", label: "déploiement le plus profond" },
      { value: "24/7", label: "ligne de service" },
    ],
  },
};
