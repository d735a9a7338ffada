import type { Translation } from "../../../lib/text-path";
import type { miningMetaEn } from "./meta.en";

export const miningMetaFr: Translation<typeof miningMetaEn> = {
  home: {
    title: "Sudbury Minerals : services miniers depuis 1974",
    description:
      "Modern Mining, un modèle de démonstration de {brand} : une entreprise de services miniers du Nord de l'Ontario, de l'exploration à la restauration.",
  },
  about: {
    title: "À propos de Sudbury Minerals",
    description:
      "Cinquante ans sous terre : la mission, les valeurs, la direction et l'histoire de Sudbury Minerals, un modèle minier de démonstration de {brand}.",
  },
  services: {
    title: "Services miniers",
    description:
      "Exploration, fonçage de puits, exploitation à contrat, traitement, électrification et fermeture : les services de Sudbury Minerals, un modèle de {brand}.",
  },
  projects: {
    title: "Projets miniers",
    description:
      "Puits, parcs électriques, camps d'exploration et restauration dans le Nord de l'Ontario : les projets de Sudbury Minerals, un modèle de {brand}.",
  },
  news: {
    title: "Nouvelles minières",
    description:
      "Découvertes, jalons en sécurité et histoires de nos collectivités : les nouvelles de Sudbury Minerals, un modèle minier de {brand}.",
  },
  contact: {
    title: "Joindre Sudbury Minerals",
    description:
      "Heures d'ouverture, services et formulaire de contact de Sudbury Minerals, un modèle minier de démonstration de {brand}.",
  },
};
