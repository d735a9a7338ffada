import type { Translation } from "../../lib/text-path";
import type { processEn } from "./process.en";

export const processFr: Translation<typeof processEn> = {
  meta: {
    title: "Notre démarche",
    description:
      "Comment {brand} mène un site Web du premier appel jusqu'au lancement : découverte, conception, développement, lancement et soutien, avec un prix clair à chaque étape.",
  },
  hero: {
    eyebrow: "Notre façon de travailler",
    title: "Du premier appel au jour du lancement, en quatre étapes claires",
    text: "Pas de mystère, pas de factures surprises. Vous savez toujours ce qui se passe, ce qui s'en vient et ce qu'il en coûte.",
  },
  steps: [
    {
      title: "Découverte",
      duration: "Semaine 1",
      body: "Nous nous rencontrons, à Sudbury ou par téléphone, pour comprendre comment votre entreprise décroche des contrats. Nous examinons vos concurrents, vos clients et ce qui manque à votre site actuel.",
      deliverable: "Vous recevez : un plan d'une page et une soumission à prix fixe.",
    },
    {
      title: "Conception",
      duration: "Semaines 2 et 3",
      body: "Nous esquissons les pages, rédigeons ou peaufinons les textes en français et en anglais, et concevons l'apparence du site sur de vrais écrans de téléphone et d'ordinateur.",
      deliverable: "Vous recevez : des maquettes cliquables à passer en revue avec votre équipe.",
    },
    {
      title: "Développement",
      duration: "Semaines 3 à 5",
      body: "Nous bâtissons le site à la main : des pages rapides, un code accessible, des formulaires de soumission qui aboutissent dans votre boîte de réception et des statistiques faciles à comprendre.",
      deliverable:
        "Vous recevez : un lien d'aperçu privé pour faire des tests sur tous vos appareils.",
    },
    {
      title: "Lancement et soutien",
      duration: "Semaine 6 et suivantes",
      body: "Nous transférons votre nom de domaine, mettons le site en ligne et surveillons de près les premières semaines. Ensuite, nous ne sommes qu'à un coup de fil pour les mises à jour, les nouvelles pages et les changements saisonniers.",
      deliverable:
        "Vous recevez : une formation, un plan d'entretien et un numéro local où quelqu'un vous répond.",
    },
  ],
  faq: {
    title: "Les questions qu'on nous pose souvent",
    items: [
      {
        question: "Combien coûte un site Web ?",
        answer:
          "La plupart des sites de petites entreprises coûtent entre 3 500 $ et 9 000 $, selon le nombre de pages, les langues et les fonctionnalités. Les modèles de notre galerie sont offerts à plus bas prix. Vous recevez une soumission à prix fixe après la première rencontre.",
      },
      {
        question: "Puis-je mettre à jour le site moi-même ?",
        answer:
          "Oui. Chaque site comprend un outil simple pour modifier les textes directement dans le navigateur, ainsi qu'une courte formation. Pour les changements plus importants, nous nous ferons un plaisir de vous aider.",
      },
      {
        question: "Travaillez-vous à l'extérieur de Sudbury ?",
        answer:
          "Nous travaillons avec des entreprises de partout dans le Nord de l'Ontario, de North Bay à Timmins en passant par Sault Ste. Marie, en personne ou par vidéoconférence.",
      },
    ],
  },
  cta: {
    title: "Prêt pour la première étape ?",
    text: "Parlez-nous de votre projet. Ça prend environ deux minutes.",
    button: "Démarrer votre projet",
  },
};
