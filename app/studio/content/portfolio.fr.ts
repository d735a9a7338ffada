import type { Translation } from "../../lib/text-path";
import type { portfolioEn } from "./portfolio.en";

export const portfolioFr: Translation<typeof portfolioEn> = {
  meta: {
    title: "Réalisations",
    description:
      "Découvrez le genre de sites que bâtit {brand} : des modèles de démonstration en ligne pour l'industrie minière, la construction, les salons de barbier et plus encore, prêts à être personnalisés.",
  },
  hero: {
    eyebrow: "Réalisations",
    title: "Des sites à explorer, clic par clic",
    text: "Les sites de nos clients leur appartiennent ; nous avons donc plutôt créé une série de sites de démonstration complets. Chacun est un vrai site fonctionnel que vous pouvez explorer sur votre téléphone ou votre ordinateur, puis adapter à votre entreprise.",
  },
  openTemplate: "Explorer {title}",
  galleryTitle: "Envie de les comparer côte à côte ?",
  galleryText:
    "La galerie de modèles vous permet de prévisualiser chaque site en format téléphone, tablette et ordinateur.",
  galleryButton: "Ouvrir la galerie de modèles",
  cta: {
    title: "Ce que vous voyez vous plaît ?",
    text: "Partez d'un modèle ou d'une page blanche. Dans un cas comme dans l'autre, votre site sera bâti autour de votre entreprise.",
    button: "Obtenir une soumission",
  },
};
