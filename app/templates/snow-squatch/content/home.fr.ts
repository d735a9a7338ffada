import type { Translation } from "../../../lib/text-path";
import type { snowSquatchEn } from "./home.en";

/** Snow Squatch's one-page site, Canadian French: "1 200 $", "7 h" (with no-break spaces). */
export const snowSquatchFr: Translation<typeof snowSquatchEn> = {
  skipLink: "Passer au contenu",
  nav: {
    label: "Sections",
    brandHome: "Snow Squatch, haut de la page",
    links: {
      services: "Services",
      pricing: "Tarifs",
      area: "Secteurs",
      reviews: "Avis",
      faq: "FAQ",
    },
    quote: "Obtenir une soumission",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    menuTitle: "Dans cette page",
  },
  alert: {
    label: "Alerte de tempête",
    tag: "Veille de tempête",
    text: "De 25 à 35\u00a0cm attendus jeudi soir. Les entrées sous contrat sont déneigées avant 7\u00a0h ; les équipes restent sur la route jusqu'à la dernière entrée.",
    dismiss: "Fermer l'alerte de tempête",
  },
  hero: {
    eyebrow: "Déneigement · Grand Sudbury",
    title: "Grands pieds. Entrées dégagées.",
    text: "Déneigement, épandage, toitures et trottoirs partout dans le Grand Sudbury, tout l'hiver. Nos équipes partent dès qu'il tombe 5\u00a0cm, pour que vous partiez travailler à l'heure.",
    primary: "Soumission gratuite",
    secondary: "Voir les tarifs saisonniers",
    mascotAlt:
      "Snow Squatch, un sasquatch sympathique en tuque et foulard orange, appuyé sur une pelle à neige",
    stats: [
      { value: "5\u00a0cm", label: "seuil d'intervention" },
      { value: "Avant 7\u00a0h", label: "entrées dégagées" },
      { value: "24/7", label: "répartition en tempête" },
    ],
  },
};
