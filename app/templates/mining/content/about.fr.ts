import type { Translation } from "../../../lib/text-path";
import type { miningAboutEn } from "./about.en";

/** La page À propos du modèle minier. */
export const miningAboutFr: Translation<typeof miningAboutEn> = {
  sections: {
    label: "Sections de cette page",
    goTo: "Aller à : {section}",
    names: {
      intro: "Introduction",
      mission: "Mission",
      values: "Valeurs",
      leadership: "Direction",
      history: "Histoire",
      join: "Se joindre à nous",
    },
  },
  hero: {
    eyebrow: "À propos de Sudbury Minerals",
    title: "Cinquante ans sous terre, et toujours à apprendre",
    text: "Trois mineurs de fonçage de Levack ont fondé Sudbury Minerals en 1974 avec un treuil et un contrat. Aujourd'hui, 1 400 personnes travaillent avec nous, et notre siège est toujours à Sudbury.",
  },
};
