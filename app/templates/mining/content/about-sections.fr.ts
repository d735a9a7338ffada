import type { Translation } from "../../../lib/text-path";
import type { miningAboutSectionsEn } from "./about-sections.en";

export const miningAboutSectionsFr: Translation<typeof miningAboutSectionsEn> = {
  mission: {
    eyebrow: "Notre mission",
    title:
      "Aménager et restaurer les mines en toute sécurité, pour que le Nord profite de sa propre richesse",
    body: [
      "Nous prenons en charge les parties difficiles de l'exploitation minière : puits profonds, camps éloignés, nouvelles technologies et le long travail de fermeture. Nous les réalisons avec des équipes qui vivent là où elles travaillent, et qui savent qu'aucun échéancier ne vaut une blessure.",
      "Chaque projet que nous acceptons doit améliorer trois choses : la sécurité des personnes qui y travaillent, les compétences de la collectivité qui l'entoure et le territoire sur lequel il se trouve.",
    ],
    facts: [
      { value: "1 400", label: "employés" },
      { value: "62 %", label: "vivent dans le Nord de l'Ontario" },
      { value: "40", label: "chantiers actifs" },
    ],
  },
  values: {
    eyebrow: "Ce qui nous guide",
    title: "Quatre valeurs, écrites par nos équipes",
    items: {
      safety: {
        title: "La sécurité avant tout",
        body: "Aucune tâche n'est si urgente qu'elle ne puisse être faite en sécurité. Chaque travailleur a le droit, et le devoir, d'arrêter le travail.",
      },
      land: {
        title: "Le respect du territoire",
        body: "Nous planifions la fermeture avant le premier sautage, protégeons l'eau d'abord et laissons les sites plus verts qu'à notre arrivée.",
      },
      partnership: {
        title: "Le partenariat",
        body: "Avec les Premières Nations et les Métis, nos clients, les syndicats et les fournisseurs locaux : des ententes que nous sommes fiers de respecter.",
      },
      craft: {
        title: "Le métier et la curiosité",
        body: "Des perforatrices à main aux chargeuses électriques, nous sommes fiers du travail bien fait et cherchons toujours une meilleure façon.",
      },
    },
  },
  leadership: {
    eyebrow: "Direction",
    title: "Des gens qui ont commencé sous terre",
    portrait: "Monogramme : {name}",
    people: {
      "elise-gagnon": {
        name: "Élise Gagnon",
        role: "Présidente et chef de la direction",
        bio: "Ingénieure minière diplômée de l'Université Laurentienne. Entrée en 1996 comme planificatrice souterraine, elle mène aujourd'hui notre virage vers les minéraux critiques.",
      },
      "robert-makela": {
        name: "Robert Mäkelä",
        role: "Chef de l'exploitation",
        bio: "Mineur de fonçage dès 1991. Il supervise nos 40 chantiers actifs et le programme de sauvetage minier dans lequel il a lui-même été formé.",
      },
      "priya-raman": {
        name: "Priya Raman",
        role: "Vice-présidente, Environnement et fermeture",
        bio: "Hydrogéologue comptant 19 ans d'expérience en gestion des résidus et de l'eau. Elle a dirigé le reverdissement de 600 hectares près de Coniston.",
      },
      "tom-beaudry": {
        name: "Tom Beaudry",
        role: "Vice-président, Sécurité et formation",
        bio: "Instructeur certifié en sauvetage minier, 24 ans de métier. Il a bâti notre centre de formation Copper Ridge en 2012.",
      },
    },
  },
  history: {
    eyebrow: "Notre histoire",
    title: "D'un seul treuil à quinze pays",
    entries: [
      {
        year: "1974",
        title: "Fondation à Sudbury",
        body: "Trois mineurs de fonçage lancent Sudbury Minerals avec un seul treuil et un contrat dans une mine de nickel de Levack.",
      },
      {
        year: "1985",
        title: "Notre premier puits profond",
        body: "Nous terminons un puits sous les 1 500 mètres, un record dans le bassin à l'époque, sans aucun accident avec arrêt de travail.",
      },
      {
        year: "1995",
        title: "Premiers pas à l'étranger",
        body: "Un contrat d'alésage de montée dans le désert d'Atacama, au Chili, lance nos activités hors du Canada.",
      },
      {
        year: "2005",
        title: "Division de la restauration",
        body: "Nous créons une équipe consacrée aux résidus, à l'eau et à la fermeture, et nous joignons à l'effort de reverdissement de Sudbury.",
      },
      {
        year: "2015",
        title: "Pionniers de l'électrique",
        body: "Notre première chargeuse électrique à batterie descend sous terre près de Timmins ; la consommation de diesel du site baisse de moitié.",
      },
      {
        year: "2024",
        title: "Cinquante ans, 1 200 projets",
        body: "Nous soulignons nos 50 ans avec 1 400 personnes, des activités dans 15 pays et un bilan de sécurité de 99,8 %.",
      },
    ],
  },
  join: {
    title: "Bâtissez votre carrière sous terre",
    text: "Nous embauchons des apprentis, des ingénieurs, des géologues et des gens de métier chaque saison, et nous les formons dans notre propre centre à Sudbury.",
    primary: "Joindre notre équipe",
    secondary: "Voir nos projets",
  },
};
