import type { Translation } from "../lib/text-path";
import type { registryEn } from "./registry.en";

/** Gallery copy of the five templates (SPEC §3.3), French. */
export const registryFr: Translation<typeof registryEn> = {
  "modern-mining": {
    title: "Modern Mining",
    industry: "Mines",
    style: "Sobre",
    tags: ["Corporatif", "Sécurité", "Bilingue"],
    highlights: [
      "Dossier de sécurité et chiffres clés bien en vue",
      "Pages projets, nouvelles et carrières",
      "Style sobre qui inspire confiance",
    ],
    coverAlt:
      "Un chevalement de mine et un camion de transport dans un paysage boréal, avec le titre d'un site Web et des pastilles de statistiques",
    metrics: ["Pages", "Accessibilité", "Langues"],
  },
  "premium-construction": {
    title: "Premium Construction",
    industry: "Construction",
    style: "Haut de gamme",
    tags: ["Entrepreneur", "Réalisations", "Génération de clients"],
    highlights: [
      "Appels à l'action pour une soumission gratuite sur chaque page",
      "Portfolio de projets avec pastilles d'état",
      "Vitrine technologique en rotation",
    ],
    coverAlt:
      "Des grues à tour et des poutres d'acier au-dessus d'un bâtiment en construction au crépuscule",
    metrics: ["Pages", "Accessibilité", "Langues"],
  },
  "cut-district": {
    title: "Cut District",
    industry: "Salon de barbier",
    style: "Audacieux",
    tags: ["Réservation", "Galerie", "Commerce local"],
    highlights: [
      "Prix, équipe et galerie sur une seule page",
      "Formulaire de demande de rendez-vous",
      "Style sombre et tranchant aux accents dorés",
    ],
    coverAlt: "Un poteau de barbier, des ciseaux et un rasoir droit dorés sur fond noir",
    metrics: ["Sections", "Accessibilité", "Langues"],
  },
  "robot-template": {
    title: "Robot Technology",
    industry: "Technologie",
    style: "Futuriste",
    tags: ["Techno", "Jeune pousse", "Provisoire"],
    highlights: [
      "Liste de fonctionnalités pour un produit techno",
      "Défilement fluide dans la page",
      "En cours d'intégration depuis un projet externe",
    ],
    coverAlt:
      "Un bras robotique sympathique au-dessus de circuits lumineux sur une grille violette",
    metrics: ["Sections", "Accessibilité", "Langues"],
  },
  "snow-squatch": {
    title: "Snow Squatch",
    industry: "Services d'hiver",
    style: "Ludique",
    tags: ["Saisonnier", "Déneigement", "Ludique"],
    highlights: [
      "Image de marque hivernale et ludique",
      "Secteurs desservis et contrats saisonniers",
      "Animations de jour de neige",
    ],
    coverAlt:
      "Un sasquatch aux grands pieds avec une pelle à neige parmi des pins enneigés et une déneigeuse",
    metrics: ["Sections", "Accessibilité", "Langues"],
  },
};
