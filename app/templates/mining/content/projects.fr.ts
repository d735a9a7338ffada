import type { Translation } from "../../../lib/text-path";
import type { miningProjectsEn } from "./projects.en";

/** La page Projets du modèle minier. */
export const miningProjectsFr: Translation<typeof miningProjectsEn> = {
  hero: {
    eyebrow: "Projets",
    title: "Des travaux qui vont loin, et qui durent",
    text: "Un aperçu de nos projets récents et en cours dans le Nord de l'Ontario, tous tenus à la même norme : des équipes en sécurité, une eau propre et un territoire rendu en meilleur état.",
  },
  featured: {
    eyebrow: "Projets phares",
    title: "Quatre projets, quatre étapes de la vie d'une mine",
    location: "Lieu",
    year: "Année",
    highlights: "Points saillants",
    imageAlt: "Illustration du site : {title}",
    items: {
      "levack-deep-shaft": {
        title: "Approfondissement du puits de Levack",
        location: "Levack (Ontario)",
        year: "2022",
        description:
          "Approfondir un puits de production de 640 mètres pour atteindre une zone de nickel, de cuivre et de métaux du groupe du platine, pendant que la mine continuait d'extraire au-dessus de nous.",
        metrics: [
          { label: "Profondeur finale", value: "2 140 m" },
          { label: "Accidents avec arrêt de travail", value: "0" },
          { label: "Échéancier", value: "3 semaines d'avance" },
        ],
        features: [
          "Fonçage sous une mine en production",
          "Six nouvelles poches de chargement",
          "Boulonnage de soutènement automatisé",
        ],
      },
      "timmins-battery-haulage": {
        title: "Roulage électrique à Timmins",
        location: "Timmins (Ontario)",
        year: "2023",
        description:
          "Remplacer un parc de camions diesel par 18 camions et chargeuses électriques à batterie, avec les baies de recharge et les commandes de ventilation nécessaires.",
        metrics: [
          { label: "Consommation de diesel", value: "−62 %" },
          { label: "Unités à batterie", value: "18" },
          { label: "Énergie de ventilation", value: "−35 %" },
        ],
        features: [
          "Quatre baies de recharge souterraines",
          "Ventilation sur demande",
          "140 opérateurs et mécaniciens formés",
        ],
      },
      "mcfaulds-camp": {
        title: "Camp d'exploration du lac McFaulds",
        location: "Cercle de feu (Ontario)",
        year: "2025",
        description:
          "Un camp de 120 personnes accessible par avion et un programme de forage pour une découverte de nickel et de chromite, bâtis et exploités avec deux Premières Nations partenaires.",
        metrics: [
          { label: "Forage prévu", value: "48 000 m" },
          { label: "Embauche locale", value: "45 %" },
          { label: "Lits au camp", value: "120" },
        ],
        features: [
          "Logistique par route d'hiver",
          "Énergie hybride solaire et diesel",
          "Suivi de l'eau mené par la collectivité",
        ],
      },
      "coniston-reclamation": {
        title: "Restauration des résidus de Coniston",
        location: "Coniston (Ontario)",
        year: "2026",
        description:
          "Fermer et revégétaliser un ancien parc à résidus de 210 hectares pour en faire des milieux humides et une forêt de pins gris.",
        metrics: [
          { label: "Superficie restaurée", value: "210 ha" },
          { label: "Arbres à planter", value: "350 000" },
          { label: "Eau traitée par année", value: "1,2 M m³" },
        ],
        features: [
          "Recouvrement de sol conçu sur mesure",
          "Marais de traitement passif",
          "Plan de suivi sur 25 ans",
        ],
      },
    },
  },
  impact: {
    eyebrow: "Notre empreinte",
    title: "Ce que cinquante ans représentent",
    items: [
      { value: "1 200+", label: "Projets réalisés depuis 1974" },
      { value: "3,1 M", label: "Arbres plantés depuis 2005" },
      { value: "62 %", label: "De diesel en moins sur nos sites électrifiés" },
      { value: "480 M$", label: "Dépensés auprès de fournisseurs du Nord de l'Ontario en 2023" },
    ],
  },
  cta: {
    title: "Un gisement, un puits ou un plan de fermeture en tête ?",
    text: "Nous aimerions en entendre parler. Dites-nous où vous êtes et ce dont vous avez besoin.",
    primary: "Entamer la conversation",
    secondary: "Voir nos services",
  },
};
