import type { Translation } from "../../../lib/text-path";
import type { constructionMetaEn } from "./meta.en";

/** Titres et descriptions des pages du modèle de construction haut de gamme. */
export const constructionMetaFr: Translation<typeof constructionMetaEn> = {
  /** The template's name in each look, which "{template}" in a description becomes. */
  looks: { premium: "Premium Construction", simple: "Modern Construction" },
  home: {
    title: "Northline Construction : bâti pour le Nord depuis 1999",
    description:
      "{template}, un modèle de démonstration de {brand} : un constructeur du Nord de l'Ontario, maisons sur mesure, bâtiments commerciaux et rénovations, service d'urgence 24/7.",
  },
  about: {
    title: "À propos de Northline Construction : bâtir dans le Nord depuis 1974",
    description:
      "{template}, un modèle de démonstration de {brand} : l'histoire, les valeurs et la direction d'un constructeur du Nord de l'Ontario, d'une équipe familiale de charpentiers en 1974 à Northline Construction.",
  },
  services: {
    title: "Services de Northline Construction : maisons, commercial, rénovations et urgences 24/7",
    description:
      "{template}, un modèle de démonstration de {brand} : six services de construction pour le Nord de l'Ontario, quatre étapes de travail et ce que comprend chaque contrat à prix ferme.",
  },
  contact: {
    title: "Joindre Northline Construction : bureau de Sudbury et ligne d'urgence 24/7",
    description:
      "{template}, un modèle de démonstration de {brand} : appelez, écrivez ou passez chez un constructeur de Sudbury au service du Nord de l'Ontario, avec réponse dans les 24 heures et ligne d'urgence jour et nuit.",
  },
  projects: {
    title: "Nos projets : maisons, cliniques et arénas dans le Nord de l'Ontario",
    description:
      "{template}, un modèle de démonstration de {brand} : six projets de Northline Construction, de Sudbury à Timmins, avec leur état d'avancement, leurs chiffres clés et ce qu'on y a mis.",
  },
  news: {
    title: "Des nouvelles des chantiers de Northline Construction",
    description:
      "{template}, un modèle de démonstration de {brand} : nouvelles de l'entreprise, jalons de sécurité, recherche et engagement communautaire d'un constructeur du Nord de l'Ontario, triés par sujet.",
  },
};
