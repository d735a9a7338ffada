import type { Translation } from "../../../lib/text-path";
import type { templateUiEn } from "./ui.en";

/** Textes communs aux sites modèles : navigation, logo, statuts, formulaire, pied de page. */
export const templateUiFr: Translation<typeof templateUiEn> = {
  skipLink: "Passer au contenu",
  nav: {
    label: "Principale",
    links: {
      home: "Accueil",
      about: "À propos",
      services: "Services",
      projects: "Projets",
      news: "Nouvelles",
      contact: "Nous joindre",
    },
    viewTemplates: "Voir les modèles",
    getQuote: "Obtenir une soumission",
    brandHome: "{name}, page d'accueil",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    menuTitle: "Menu",
    topBarLabel: "Coordonnées",
    callLabel: "Appeler au {phone}",
    emailLabel: "Écrire à {email}",
    emailShort: "Courriel",
  },
  footer: {
    quickLinks: "Liens rapides",
    services: "Services",
    contact: "Nous joindre",
    social: "Suivez-nous",
    legal: "Mentions légales",
    demo: "Un modèle de démonstration de {studio}",
  },
  opensNewTab: "(s'ouvre dans un nouvel onglet)",
};
