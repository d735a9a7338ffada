import type { Translation } from "../../../lib/text-path";
import type { miningHomeSectionsEn } from "./home-sections.en";

export const miningHomeSectionsFr: Translation<typeof miningHomeSectionsEn> = {
  services: {
    eyebrow: "Ce que nous faisons",
    title: "Trois spécialités, une seule équipe responsable",
    intro:
      "La plupart de nos clients commencent par l'une d'elles. Beaucoup restent avec nous du premier trou de forage au dernier arbre planté.",
    more: "En savoir plus",
    cards: {
      development: {
        title: "Aménagement souterrain",
        body: "Puits, rampes et galeries jusqu'à plus de 2 000 mètres de profondeur, y compris le fonçage sous une mine en production.",
      },
      exploration: {
        title: "Exploration et forage",
        body: "Forage au diamant en surface et sous terre, carottes décrites sur place par nos géologues et résultats en quelques jours, pas en semaines.",
      },
      closure: {
        title: "Restauration et fermeture",
        body: "Résidus, eau et revégétalisation planifiés avant le premier sautage, et menés jusqu'au jour où le terrain est rendu.",
      },
    },
  },
  stats: {
    label: "Sudbury Minerals en chiffres",
    items: [
      { value: "50+", label: "Années dans le bassin de Sudbury" },
      { value: "1 200+", label: "Projets réalisés" },
      { value: "99,8 %", label: "Bilan de sécurité" },
      { value: "15", label: "Pays où nous avons travaillé" },
    ],
    note: "Bilan de sécurité : part des quarts de travail de 2023 terminés sans blessure à déclarer.",
  },
  features: {
    eyebrow: "Pourquoi les producteurs nous appellent",
    title: "Conçus pour la roche dure et les longs hivers",
    intro:
      "Un demi-siècle dans le Bouclier canadien nous a appris ce qui compte quand la roche est dure, le site éloigné et l'hiver long.",
    cards: {
      "safety-first": {
        title: "La sécurité avant l'échéancier",
        body: "Chaque travailleur peut arrêter une tâche. Nos équipes font une vérification des risques avant chaque quart et nos sauveteurs s'entraînent chaque mois.",
      },
      "battery-fleets": {
        title: "Parcs à batterie",
        body: "Nous utilisons des chargeuses électriques à batterie sous terre depuis 2015 : moins de diesel, de chaleur et de ventilation.",
      },
      "northern-crews": {
        title: "Des équipes du Nord",
        body: "La plupart de nos 1 400 employés vivent dans le Nord de l'Ontario. Ils connaissent la roche, les routes et les collectivités.",
      },
      "closure-planning": {
        title: "La fermeture dès le premier jour",
        body: "Chaque plan minier que nous rédigeons comprend son plan de fermeture, chiffré et revu avec les collectivités voisines.",
      },
    },
  },
  testimonials: {
    eyebrow: "La parole à nos clients",
    title: "Une confiance qui se mérite",
    ratingLabel: "Note de 5 sur 5",
    items: [
      {
        quote:
          "Ils ont approfondi notre puits de 640 mètres dans l'une des roches les plus dures du bassin, sans interrompre notre extraction, et ont terminé trois semaines d'avance sans aucun accident avec arrêt de travail.",
        author: "Marie-Claude Lavoie",
        role: "Directrice de mine, Northshore Nickel Corp.",
      },
      {
        quote:
          "Passer à l'électrique nous semblait un grand saut. Sudbury Minerals a mené l'essai, formé nos opérateurs et nos mécaniciens, et notre facture de ventilation a baissé d'un tiers.",
        author: "Daniel Okafor",
        role: "Vice-président, Exploitation, Porcupine Ridge Gold",
      },
      {
        quote:
          "Leur équipe de fermeture a traité notre plan comme un document vivant et a parcouru le site avec des membres de la collectivité à chaque saison. La différence se voit dans l'eau.",
        author: "Rachel Thompson",
        role: "Responsable de l'environnement, Boreal Battery Metals",
      },
    ],
  },
  cta: {
    title: "Un projet dans le Nord ?",
    text: "Parlez-nous de votre gisement, de votre échéancier et de vos contraintes. Un ingénieur de projet vous rappellera en un jour ouvrable.",
    primary: "Joindre notre équipe",
    secondary: "Voir nos services",
  },
};
