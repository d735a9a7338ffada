import type { Translation } from "../../../lib/text-path";
import type { constructionCommonEn } from "./common.en";

/** Textes communs à toutes les pages du modèle de construction : le pied de page. */
export const constructionCommonFr: Translation<typeof constructionCommonEn> = {
  footer: {
    about:
      "Maisons sur mesure, bâtiments commerciaux et rénovations dans tout le Nord de l'Ontario. Une famille de Sudbury dans le métier depuis 1974, sous le nom de Northline depuis 1999.",
    contactLabel: "Joindre le bureau",
    phoneNote: "Heures de bureau et ligne d'urgence 24/7",
    columns: {
      company: "Entreprise",
      services: "Services",
      portfolio: "Réalisations",
      resources: "Ressources",
    },
    services: {
      homes: "Maisons sur mesure",
      commercial: "Commercial et institutionnel",
      renovations: "Rénovations et agrandissements",
      emergency: "Réparations d'urgence 24/7",
    },
    portfolio: {
      projects: "Tous nos projets",
      premium: "Projets, version haut de gamme",
      simple: "Projets, version simple",
    },
    resources: {
      gallery: "Galerie de modèles",
      studio: "Obtenir un site comme celui-ci",
      process: "La démarche du studio",
      portfolio: "Portfolio du studio",
    },
    newsletter: {
      title: "Nouvelles du chantier",
      text: "Quatre lettres par année : des conseils d'entretien saisonniers et ce que nous bâtissons dans le Nord.",
      label: "Adresse courriel",
      placeholder: "vous@exemple.ca",
      button: "S'abonner",
      notice:
        "Ceci est un modèle de démonstration : il n'y a pas de liste d'envoi, donc rien n'a été envoyé et votre adresse n'a pas été enregistrée.",
    },
    toTop: "Retour en haut",
    copyright: "© {year} Northline Construction ltée. Tous droits réservés.",
  },
};
