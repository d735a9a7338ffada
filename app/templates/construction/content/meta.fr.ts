import type { Translation } from "../../../lib/text-path";
import type { constructionMetaEn } from "./meta.en";

/** Titres et descriptions des pages du modèle de construction haut de gamme. */
export const constructionMetaFr: Translation<typeof constructionMetaEn> = {
  home: {
    title: "Northline Construction : bâti pour le Nord depuis 1999",
    description:
      "Premium Construction, un modèle de démonstration de {brand} : un constructeur du Nord de l'Ontario, maisons sur mesure, bâtiments commerciaux et rénovations, service d'urgence 24/7.",
  },
  contact: {
    title: "Joindre Northline Construction : bureau de Sudbury et ligne d'urgence 24/7",
    description:
      "Premium Construction, un modèle de démonstration de {brand} : appelez, écrivez ou passez chez un constructeur de Sudbury au service du Nord de l'Ontario, avec réponse dans les 24 heures et ligne d'urgence jour et nuit.",
  },
  projects: {
    title: "Nos projets : maisons, cliniques et arénas dans le Nord de l'Ontario",
    description:
      "Premium Construction, un modèle de démonstration de {brand} : six projets de Northline Construction, de Sudbury à Timmins, avec leur état d'avancement, leurs chiffres clés et ce qu'on y a mis.",
  },
  news: {
    title: "Des nouvelles des chantiers de Northline Construction",
    description:
      "Premium Construction, un modèle de démonstration de {brand} : nouvelles de l'entreprise, jalons de sécurité, recherche et engagement communautaire d'un constructeur du Nord de l'Ontario, triés par sujet.",
  },
};
