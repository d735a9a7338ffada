import type { Translation } from "../../lib/text-path";
import type { homeWorkEn } from "./home-work.en";

/** Les images du travail du studio sur l'accueil : les deux modèles du héros et la bande des modèles choisis. */
export const homeWorkFr: Translation<typeof homeWorkEn> = {
  showcase: {
    desktop: "La page d'accueil de notre modèle Construction haut de gamme, dans un navigateur",
    phone: "La page d'accueil de notre modèle de salon de barbier Cut District, sur un téléphone",
  },
  eyebrow: "Modèles choisis",
  title: "Des sites bâtis pour les métiers du Nord",
  intro:
    "Chaque modèle est un vrai site, pas une maquette : ouvrez-en un, naviguez, essayez-le sur votre téléphone. Le vôtre part de celui qui ressemble le plus à votre métier.",
  items: [
    {
      title: "Northline Construction",
      text: "Le site d'un constructeur, avec ses projets, ses services et un formulaire de soumission, en version haut de gamme et en version simple.",
    },
    {
      title: "Cut District",
      text: "Un salon de barbier du centre-ville : prix, barbiers, galerie et formulaire de réservation.",
    },
    {
      title: "Snow Squatch",
      text: "Une entreprise de déneigement avec ses forfaits saisonniers, sa carte de desserte et ses alertes de tempête.",
    },
  ],
  all: "Voir tous les modèles",
  facts: [
    { value: "2", label: "langues sur chaque page, le français et l'anglais" },
    {
      value: "0",
      label:
        "traceur ou script publicitaire : polices, images et code sont servis depuis votre propre domaine",
    },
    { value: "5", label: "métiers avec un modèle prêt à faire vôtre" },
  ],
};
