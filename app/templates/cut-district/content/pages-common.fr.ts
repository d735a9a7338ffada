import type { Translation } from "../../../lib/text-path";
import type { cutCommonEn } from "./pages-common.en";

export const cutCommonFr: Translation<typeof cutCommonEn> = {
  skipLink: "Aller au contenu",
  tagline: "Barbiers · Sudbury",
  nav: {
    label: "Principale",
    links: {
      home: "Accueil",
      about: "À propos",
      services: "Services",
      portfolio: "Réalisations",
      contact: "Contact",
    },
    viewTemplates: "Voir les modèles",
    book: "RÉSERVER MA COUPE",
    bookNow: "RÉSERVER",
    brandHome: "{name}, page d'accueil",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    menuTitle: "Menu",
  },
  footer: {
    pitch:
      "Des coupes nettes, des serviettes chaudes et du franc-parler, rue Elm. Sans rendez-vous, bienvenue.",
    established: "Fondé en {year}",
    visitTitle: "Nous visiter",
    contactTitle: "Appeler ou écrire",
    hoursTitle: "Heures",
    days: "Lun–sam",
    hours: "9 h–19 h",
    sunday: "Dimanche : fermé",
    pagesTitle: "La boutique",
    demo: "Un modèle de démonstration de {studio}.",
    viewTemplates: "Voir les modèles",
    copyright: "© {year} {name}. Tous droits réservés.",
    studioLink: "Visiter {studio}",
    getSite: "Obtenir un site comme celui-ci",
  },
};
