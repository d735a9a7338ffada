import type { Translation } from "../../lib/text-path";
import type { portfolioEn } from "./portfolio.en";

export const portfolioFr: Translation<typeof portfolioEn> = {
  meta: {
    title: "Réalisations",
    description:
      "Découvrez le genre de sites que bâtit {brand} : des modèles de démonstration en ligne pour l'industrie minière, la construction, les salons de barbier et plus encore, prêts à être personnalisés.",
  },
  hero: {
    eyebrow: "Réalisations",
    title: "Des sites à explorer, clic par clic",
    text: "Les sites de nos clients leur appartiennent; nous avons donc plutôt créé une série de sites de démonstration complets. Chacun est un vrai site fonctionnel que vous pouvez explorer sur votre téléphone ou votre ordinateur, puis adapter à votre entreprise.",
  },
  projects: [
    {
      slug: "modern-mining",
      industry: "Industrie minière",
      title: "Modern Mining",
      body: "Un site calme et digne de confiance pour une société d'exploration et d'exploitation minière : bilan de sécurité, projets, nouvelles et carrières.",
      look: "Style sobre",
    },
    {
      slug: "premium-construction",
      industry: "Construction",
      title: "Premium Construction",
      body: "Un site percutant pour un entrepreneur général, avec un portfolio de projets, ses services et un accès rapide à une soumission gratuite.",
      look: "Style haut de gamme",
    },
    {
      slug: "cut-district",
      industry: "Salon de barbier",
      title: "Cut District",
      body: "Un site sombre et soigné pour un salon de barbier : tarifs, équipe, galerie et formulaire de demande de rendez-vous.",
      look: "Style audacieux",
    },
    {
      slug: "snow-squatch",
      industry: "Services hivernaux",
      title: "Snow Squatch",
      body: "Un site ludique et enneigé pour une entreprise hivernale, du déneigement à la location saisonnière.",
      look: "Style ludique",
    },
    {
      slug: "robot-template",
      industry: "Technologie",
      title: "Robot Technology",
      body: "Un espace réservé pour un modèle de robotique et d'automatisation qui est encore en cours de finition.",
      look: "En cours",
    },
  ],
  openTemplate: "Explorer {title}",
  galleryTitle: "Envie de les comparer côte à côte?",
  galleryText:
    "La galerie de modèles vous permet de prévisualiser chaque site en format téléphone, tablette et ordinateur.",
  galleryButton: "Ouvrir la galerie de modèles",
  cta: {
    title: "Ce que vous voyez vous plaît?",
    text: "Partez d'un modèle ou d'une page blanche. Dans un cas comme dans l'autre, votre site sera bâti autour de votre entreprise.",
    button: "Obtenir une soumission",
  },
};
