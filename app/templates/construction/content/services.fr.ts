import type { Translation } from "../../../lib/text-path";
import type { constructionServicesEn } from "./services.en";

/** La page Services du modèle de construction. */
export const constructionServicesFr: Translation<typeof constructionServicesEn> = {
  hero: {
    eyebrow: "Services",
    title: "Du roc nu à la dernière couche de peinture",
    text: "Six services sous un seul contrat, menés par un seul chargé de projet et réalisés par nos propres équipes, de Parry Sound à Timmins, à n'importe quel mois de l'année.",
  },
  list: {
    eyebrow: "Ce que nous bâtissons",
    title: "Six services, une équipe qui en répond",
    intro:
      "Confiez-nous un seul lot de travaux ou le bâtiment au complet. Dans les deux cas, vous avez affaire aux mêmes personnes, de la première visite à l'inspection finale.",
    includes: "Ce qui est compris",
    items: {
      homes: {
        title: "Maisons sur mesure",
        body: "Maisons familiales, résidences au bord de l'eau et chalets, conçus selon votre terrain et bâtis avec une enveloppe à haute performance.",
        features: [
          "Plans dessinés avec vous, ou réalisés d'après ceux de votre architecte",
          "Test d'étanchéité à l'air avant la pose du gypse",
          "Charpente sous abri chauffé : le chantier ne s'arrête pas en janvier",
          "Une garantie de maison neuve enregistrée à votre nom",
        ],
      },
      commercial: {
        title: "Commercial et institutionnel",
        body: "Cliniques, bureaux, commerces, écoles et salles communautaires, réalisés par phases pour que vous restiez ouverts pendant les travaux.",
        features: [
          "Structures d'acier, de bois et de béton",
          "Travaux par phases et hors des heures d'ouverture",
          "Accessibilité conforme au code de l'Ontario",
          "Aménagements locatifs et mises à niveau de l'immeuble",
        ],
      },
      renovations: {
        title: "Rénovations et agrandissements",
        body: "Cuisines, sous-sols, deuxièmes étages et maisons patrimoniales, planifiés pour que vous puissiez continuer d'y vivre.",
        features: [
          "Cloisons anti-poussière et chantier propre chaque soir",
          "Modifications structurales vérifiées par notre ingénieur",
          "Boiseries et fenêtres d'époque restaurées ou reproduites",
          "Un échéancier ferme sur lequel compter",
        ],
      },
      "design-build": {
        title: "Conception-construction et préconstruction",
        body: "Une seule équipe pour les plans, les permis et le prix : le bâtiment que vous concevez est celui que vous pouvez vous offrir.",
        features: [
          "Relevé de votre terrain par drone avant la soumission",
          "Coordination 3D de tous les corps de métier",
          "Plans et demandes de permis",
          "Un prix ferme, chaque allocation écrite noir sur blanc",
        ],
      },
      "site-work": {
        title: "Terrassement, roc et fondations",
        body: "Bâtir sur le Bouclier canadien commence par le roc. Nous planifions, forons, ancrons et isolons le sol qui porte votre bâtiment.",
        features: [
          "Excavation du roc et coordination du dynamitage",
          "Semelles ancrées dans le roc",
          "Fondations protégées du gel et en coffrages isolants",
          "Drainage adapté au roc et à l'argile",
        ],
      },
      emergency: {
        title: "Urgences 24/7 et sinistres",
        body: "Dégâts de tempête, tuyaux éclatés, incendies et toitures endommagées. Une équipe prend la route en moins de deux heures partout dans le Grand Sudbury.",
        features: [
          "Une vraie personne répond, jour et nuit",
          "Placardage, bâches et assèchement",
          "Photos et rapports pour votre assureur",
          "Réparations jusqu'à la dernière couche de peinture",
        ],
      },
    },
  },
  process: {
    eyebrow: "Notre façon de travailler",
    title: "Quatre étapes, du premier appel à la remise des clés",
    steps: [
      {
        title: "Visite du terrain",
        when: "Semaine 1",
        description:
          "Un chargé de projet parcourt votre terrain ou votre bâtiment avec vous, examine le roc, l'accès et la saison, et écoute vos besoins.",
      },
      {
        title: "Conception et prix ferme",
        when: "Semaines 2 à 6",
        description:
          "Nous faisons le relevé, les plans et la coordination des corps de métier, puis signons un prix ferme et un échéancier écrits avant le premier coup de pelle.",
      },
      {
        title: "Construction",
        when: "Selon votre échéancier",
        description:
          "Nos propres équipes construisent, avec un seul chef de chantier, un site propre et des photos de votre projet chaque vendredi.",
      },
      {
        title: "Remise des clés et garantie",
        when: "Le jour J et après",
        description:
          "Nous visitons chaque pièce avec vous, réglons ensemble la liste des retouches et garantissons les travaux pendant dix ans.",
      },
    ],
  },
  included: {
    eyebrow: "Pourquoi Northline",
    title: "Ce que comprend chaque contrat",
    intro:
      "Peu importe la taille du projet, ces engagements sont de série. Ils sont écrits dans le contrat que vous signez.",
    items: {
      "fixed-price": {
        title: "Un prix qui tient",
        body: "Le montant signé est celui que vous payez, à moins que vous ne changiez les plans. Chaque allocation est détaillée.",
      },
      "project-lead": {
        title: "Un seul chargé de projet",
        body: "Une seule personne mène votre projet, de la première visite à l'inspection finale, et répond à vos appels.",
      },
      "weekly-report": {
        title: "Un rapport photo le vendredi",
        body: "Chaque semaine : des photos, l'avancement par rapport à l'échéancier et les décisions que nous attendons de vous.",
      },
      warranty: {
        title: "Une garantie de dix ans",
        body: "Dix ans sur notre main-d'œuvre, par écrit, d'une entreprise présente depuis 1999.",
      },
    },
    credentials: {
      label: "Permis et assurances",
      items: [
        "Entrepreneur général titulaire d'un permis",
        "Attestation de la CSPAAT sur chaque chantier",
        "Assurance responsabilité de 5 millions $",
      ],
    },
  },
  cta: {
    title: "Parlez-nous de ce que vous voulez bâtir",
    text: "Réservez une visite gratuite et obtenez une soumission écrite à prix ferme. Nous répondons dans les 24 heures.",
    primary: "Demander une soumission",
    call: "Appeler le {phone}",
  },
};
