import type { Translation } from "../../../lib/text-path";
import type { constructionMetaEn } from "./meta.en";

/** Titres et descriptions des pages du modèle de construction haut de gamme. */
export const constructionMetaFr: Translation<typeof constructionMetaEn> = {
  home: {
    title: "Northline Construction : bâti pour le Nord depuis 1999",
    description:
      "Premium Construction, un modèle de démonstration de {brand} : un constructeur du Nord de l'Ontario, maisons sur mesure, bâtiments commerciaux et rénovations, service d'urgence 24/7.",
  },
  about: {
    title: "À propos de Northline Construction : bâtir dans le Nord depuis 1974",
    description:
      "Premium Construction, un modèle de démonstration de {brand} : l'histoire, les valeurs et la direction d'un constructeur du Nord de l'Ontario, d'une équipe familiale de charpentiers en 1974 à Northline Construction.",
  },
  services: {
    title: "Services de Northline Construction : maisons, commercial, rénovations et urgences 24/7",
    description:
      "Premium Construction, un modèle de démonstration de {brand} : six services de construction pour le Nord de l'Ontario, quatre étapes de travail et ce que comprend chaque contrat à prix ferme.",
  },
  contact: {
    title: "Joindre Northline Construction : bureau de Sudbury et ligne d'urgence 24/7",
    description:
      "Premium Construction, un modèle de démonstration de {brand} : appelez, écrivez ou passez chez un constructeur de Sudbury au service du Nord de l'Ontario, avec réponse dans les 24 heures et ligne d'urgence jour et nuit.",
  },
};
