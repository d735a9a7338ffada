import type { Translation } from "../../lib/text-path";
import type { homeEn } from "./home.en";

export const homeFr: Translation<typeof homeEn> = {
  meta: {
    title: "Conception et développement Web à Sudbury",
    description:
      "{brand} conçoit et développe des sites Web rapides et bilingues pour les entreprises de Sudbury et de partout dans le Nord de l'Ontario. Sites sur mesure, stratégie numérique et image de marque depuis 2020.",
  },
  hero: {
    eyebrow: "Studio Web · Sudbury, Nord de l'Ontario",
    title: "Des sites Web bâtis pour le Nord, faits pour être trouvés",
    tagline:
      "Nous concevons et développons des sites Web rapides et bilingues pour les entreprises de Sudbury à Timmins — de la première esquisse au jour du lancement, et à chaque mise à jour par la suite.",
    getStarted: "Commencer",
    viewProjects: "Voir les projets",
    proof: "Depuis 2020 · Français et anglais · Soutien local",
    artLabel:
      "Illustration : collines couvertes de pins sous les aurores boréales, avec un chevalement de mine sur la crête",
  },
};
