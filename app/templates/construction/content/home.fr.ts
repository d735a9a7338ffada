import type { Translation } from "../../../lib/text-path";
import type { constructionHomeEn } from "./home.en";

/** L'accueil du modèle de construction haut de gamme. */
export const constructionHomeFr: Translation<typeof constructionHomeEn> = {
  hero: {
    eyebrow: "Grand Sudbury · Nord de l'Ontario · Depuis 1999",
    title: "Bâti pour le Nord. Fini avec soin.",
    text: "Maisons sur mesure, bâtiments commerciaux et rénovations, de Parry Sound à Timmins : un seul chargé de projet de la première esquisse à la visite finale, et un prix ferme avant le premier coup de pelle.",
    primary: "Obtenir une soumission gratuite",
    secondary: "Voir nos réalisations",
    stats: {
      label: "Northline Construction en bref",
      items: [
        { value: "25+", label: "Années à bâtir dans le Nord" },
        { value: "500+", label: "Projets réalisés" },
        { value: "98 %", label: "Clients satisfaits" },
        { value: "24/7", label: "Service d'urgence" },
      ],
    },
  },
  cta: {
    title: "Prêt à bâtir quelque chose de durable ?",
    text: "Réservez une visite gratuite et obtenez une soumission écrite à prix ferme. Nous répondons dans les 24 heures.",
    primary: "Obtenir une soumission gratuite",
    call: "Appeler le {phone}",
  },
};
