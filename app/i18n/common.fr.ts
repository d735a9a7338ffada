import type { Translation } from "../lib/text-path";
import type { commonEn } from "./common.en";

/** Habillage du studio : barre du haut, menus, pied de page, barre du bas, pages système. */
export const commonFr: Translation<typeof commonEn> = {
  skipLink: "Passer au contenu",
  nav: {
    label: "Principale",
    home: "{brand}, page d'accueil",
    viewTemplates: "Voir les modèles",
    process: "Démarche",
    portfolio: "Réalisations",
    contactUs: "Nous joindre",
    callLabel: "Appelez-nous au {phone}",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    menuTitle: "Menu",
  },
  language: {
    toggle: "EN",
    toggleLabel: "EN, English : view this page in English",
  },
  footer: {
    tagline:
      "Un petit studio Web de Sudbury qui crée des sites rapides et bilingues pour les entreprises de partout dans le Nord de l'Ontario.",
    since: "Depuis 2020",
    hours: "Du lundi au vendredi, de 9\u00a0h à 17\u00a0h",
    columns: {
      studio: "Studio",
      explore: "Explorer",
      contact: "Nous joindre",
    },
    links: {
      home: "Accueil",
      process: "Notre démarche",
      portfolio: "Réalisations",
      services: "Services",
      templates: "Galerie de modèles",
      quote: "Demander une soumission",
    },
    newsletter: {
      title: "Carnet de terrain",
      text: "Un court courriel, quelques fois par année : lancements, conseils Web locaux et nouveaux modèles.",
      label: "Adresse courriel",
      placeholder: "vous@entreprise.ca",
      button: "S'abonner",
      notice:
        "Merci ! Notre infolettre n'est pas encore en service, alors votre adresse n'a pas été enregistrée. Écrivez-nous à {email} et nous vous tiendrons au courant.",
    },
    socialLabel: "Suivez-nous",
    social: {
      instagram: "Instagram (s'ouvre dans un nouvel onglet)",
      linkedin: "LinkedIn (s'ouvre dans un nouvel onglet)",
      facebook: "Facebook (s'ouvre dans un nouvel onglet)",
    },
    legalLabel: "Mentions légales",
    privacy: "Confidentialité",
    terms: "Conditions d'utilisation",
    copyright: "© {year} {brand}. Tous droits réservés.",
  },
  bottomBar: {
    label: "Contact rapide",
    getQuote: "Obtenir une soumission",
    call: "Appeler",
    text: "Texto",
    cancel: "Annuler",
  },
  error: {
    title: "Erreur inattendue de l'application !",
    reload: "Recharger la page",
  },
  loadFailed: {
    title: "Cette partie de la page ne s'est pas chargée",
    text: "Votre connexion a peut-être été coupée un instant. Rechargez la page pour réessayer.",
  },
  admin: {
    control: "Admin",
    controlActive: "Outils d’administration",
    setup: "Configurer le mot de passe du propriétaire",
  },
  callPhone: "Appeler au {phone}",
  loading: "Chargement…",
  opensNewTab: "(s'ouvre dans un nouvel onglet)",
};
