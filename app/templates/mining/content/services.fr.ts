import type { Translation } from "../../../lib/text-path";
import type { miningServicesEn } from "./services.en";

/** La page Services du modèle minier. */
export const miningServicesFr: Translation<typeof miningServicesEn> = {
  hero: {
    eyebrow: "Services",
    title: "Du premier trou de forage au dernier arbre planté",
    text: "Six spécialités sous un même toit, assurées par des équipes qui vivent là où elles travaillent. Confiez-nous une seule étape ou toute la vie de votre mine.",
  },
  list: {
    eyebrow: "Notre offre",
    title: "Six services, un seul partenaire responsable",
    includes: "Comprend",
    items: {
      exploration: {
        title: "Exploration et forage",
        body: "Forage au diamant en surface et sous terre, avec description des carottes sur place par nos géologues.",
        features: [
          "Forage au diamant en surface et sous terre",
          "Description et échantillonnage des carottes",
          "Géophysique de forage",
          "Camps accessibles par route d'hiver ou par avion",
        ],
      },
      development: {
        title: "Fonçage de puits et aménagement",
        body: "Puits, rampes et galeries jusqu'à plus de 2 000 mètres de profondeur.",
        features: [
          "Fonçage conventionnel et en aveugle",
          "Rampes et galeries d'accès",
          "Alésage de montées jusqu'à 6 m de diamètre",
          "Soutènement et réhabilitation",
        ],
      },
      "contract-mining": {
        title: "Exploitation à contrat",
        body: "Des équipes et de l'équipement éprouvés pour assurer la production pendant une étape ou toute la vie de la mine.",
        features: [
          "Chantiers par trous longs et par remblais",
          "Remblai en pâte et en roche",
          "Transfert aux équipes du propriétaire",
          "Rapports de production vérifiables",
        ],
      },
      processing: {
        title: "Traitement du minerai",
        body: "Conception, mise en service et optimisation de concentrateurs pour le nickel, le cuivre, l'or et les métaux du groupe du platine.",
        features: [
          "Essais métallurgiques",
          "Conception de circuits de flottation",
          "Mise en service et montée en cadence",
          "Audits de performance d'usine",
        ],
      },
      electrification: {
        title: "Électrification des parcs",
        body: "Camions et chargeuses électriques à batterie, du premier essai au parc complet, avec la recharge et la ventilation qui suivent.",
        features: [
          "Essais et analyses de rentabilité",
          "Baies de recharge souterraines",
          "Ventilation sur demande",
          "Formation des opérateurs et des mécaniciens",
        ],
      },
      closure: {
        title: "Environnement et fermeture",
        body: "Eau, résidus et restauration, planifiés dès le premier jour et menés jusqu'à la remise du site.",
        features: [
          "Gestion des résidus et de l'eau",
          "Restauration progressive",
          "Plans de fermeture et estimation des coûts",
          "Reverdissement et suivi de la biodiversité",
        ],
      },
    },
  },
  process: {
    eyebrow: "Notre démarche",
    title: "Quatre étapes, aucune surprise",
    steps: [
      {
        title: "Consultation",
        body: "Nous visitons votre site, étudions la géologie et les contraintes, et écoutons vos objectifs, habituellement dans les deux semaines suivant votre appel.",
      },
      {
        title: "Planification",
        body: "Ingénieurs, responsables de la sécurité et relations avec les collectivités bâtissent ensemble le plan, l'échéancier et le budget, et vous présentent chaque risque.",
      },
      {
        title: "Mise en œuvre",
        body: "Nos équipes se mobilisent avec un seul chef de chantier, des rapports quotidiens et une revue hebdomadaire avec votre équipe.",
      },
      {
        title: "Suivi",
        body: "Nous suivons la sécurité, la production, l'eau et les conditions de terrain, et nous faisons rapport jusqu'à la restauration du dernier hectare.",
      },
    ],
  },
  why: {
    eyebrow: "Pourquoi Sudbury Minerals",
    title: "Ce que vous obtenez en nous choisissant",
    items: {
      "safety-record": {
        title: "Un bilan de sécurité de 99,8 %",
        body: "Mesuré à chaque quart, vérifié chaque année et communiqué en entier à nos clients.",
      },
      "fifty-years": {
        title: "Cinquante ans dans le bassin",
        body: "Nous avons travaillé dans presque toutes les mines autour de Sudbury et connaissons sa roche comme peu d'autres.",
      },
      "northern-crews": {
        title: "Des équipes du Nord",
        body: "62 % de nos employés vivent dans le Nord de l'Ontario : l'argent que vous investissez reste près de votre site.",
      },
      "one-contract": {
        title: "Un contrat, six spécialités",
        body: "Forage, aménagement, traitement et fermeture dans une seule entente, avec un seul chef de chantier.",
      },
    },
  },
  quote: {
    title: "Définissons votre projet",
    text: "Envoyez-nous vos plans, votre échéancier ou simplement une question. Un estimateur vous répond en un jour ouvrable.",
    request: "Demander une soumission",
    consult: "Planifier une consultation",
    call: "Vous préférez en parler ? Appelez au {phone}",
  },
};
