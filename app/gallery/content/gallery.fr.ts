import type { Translation } from "../../lib/text-path";
import type { galleryEn } from "./gallery.en";

export const galleryFr: Translation<typeof galleryEn> = {
  meta: {
    title: "Modèles de sites Web",
    description:
      "Prévisualisez les sites de démonstration de {brand} pour les mines, la construction, les salons de barbier et plus, en format téléphone, tablette et ordinateur, comparez-les et demandez une soumission.",
  },
  backHome: "Retour à {brand}",
  eyebrow: "Galerie de modèles",
  title: "Trouvez le site qui convient à votre entreprise",
  intro:
    "Chaque modèle est un vrai site Web qui fonctionne. Prévisualisez-le en format téléphone, tablette et ordinateur, comparez-en jusqu'à trois, puis faites-le vôtre.",
  search: { label: "Rechercher des modèles", placeholder: "Nom, secteur ou mot-clé" },
  filters: {
    industry: "Secteur",
    allIndustries: "Tous les secteurs",
    style: "Style",
    allStyles: "Tous les styles",
    clear: "Effacer les filtres",
  },
  view: { label: "Affichage", grid: "Grille", immersive: "Immersif" },
  results: "{count} modèles sur {total}",
  loading: "Chargement des modèles…",
  empty: {
    inline: "Aucun modèle ne correspond à vos critères.",
    title: "Aucun modèle trouvé",
    text: "Essayez de modifier votre recherche ou vos filtres",
  },
  compare: {
    open: "Comparer ({count})",
    limit: "Vous pouvez comparer jusqu'à 3 modèles. Retirez-en un pour en ajouter un autre.",
  },
};
