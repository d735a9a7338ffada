import type { Translation } from "../../../lib/text-path";
import type { cutMetaEn } from "./meta.en";

export const cutMetaFr: Translation<typeof cutMetaEn> = {
  about: {
    title: "À propos de Cut District : quatre barbiers rue Elm, à Sudbury",
    description:
      "Cut District, un modèle de démonstration par {brand} : la mission, les barbiers et les règles maison d'un salon de barbier du centre-ville de Sudbury fondé en 2024.",
  },
  services: {
    title: "Services de Cut District : coupes, dégradés, rasages à la serviette chaude et barbes",
    description:
      "Cut District, un modèle de démonstration par {brand} : quatre services de barbier avec leurs prix, le déroulement d'une visite et ce que comprend chaque fauteuil.",
  },
  portfolio: {
    title: "Réalisations de Cut District : looks signature, mariages et événements",
    description:
      "Cut District, un modèle de démonstration par {brand} : quatre études de cas d'un barbier de Sudbury, d'un cortège de mariage à une collaboration avec une marque locale, et l'avis des clients.",
  },
  contact: {
    title: "Joindre Cut District : 142, rue Elm, Sudbury",
    description:
      "Cut District, un modèle de démonstration par {brand} : appelez, écrivez ou passez au salon du centre-ville de Sudbury, ouvert du lundi au samedi, avec une réponse en moins de 24 heures.",
  },
};
