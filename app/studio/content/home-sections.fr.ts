import type { Translation } from "../../lib/text-path";
import type { homeSectionsEn } from "./home-sections.en";

export const homeSectionsFr: Translation<typeof homeSectionsEn> = {
  pillars: {
    eyebrow: "Pourquoi c'est important",
    title: "Un bon site Web vous rapporte trois choses",
    carouselLabel: "Visibilité, confiance et croissance",
    dotLabel: "Afficher la carte {n} sur {total}",
    cards: [
      {
        title: "Visibilité",
        lead: "Arrivez en tête des recherches.",
        body: "Des pages optimisées pour les moteurs de recherche, un référencement local pour le Grand Sudbury et des temps de chargement qui tiennent le coup, même sur une connexion en région.",
      },
      {
        title: "Confiance",
        lead: "Une image aussi solide que votre travail.",
        body: "Un design épuré, de vraies photos de vos réalisations et des textes dans les deux langues officielles, pour que chaque client se sente chez lui.",
      },
      {
        title: "Croissance",
        lead: "Transformez les visites en appels.",
        body: "Des formulaires de soumission, l'appel en un clic et la prise de rendez-vous en ligne qui vous amènent des clients pendant que vous êtes sur le terrain.",
      },
    ],
  },
  services: {
    eyebrow: "Ce que nous faisons",
    title: "Tout ce dont votre entreprise a besoin en ligne",
    intro:
      "Une seule petite équipe, du début à la fin. Vous parlez aux personnes qui conçoivent et développent votre site, pas à un centre d'appels.",
    cards: [
      {
        title: "Sites Web sur mesure",
        body: "Des sites faits à la main qui se chargent rapidement, se lisent bien sur un téléphone et que vous pouvez facilement mettre à jour.",
        points: [
          "Design adaptatif",
          "Bilingue dès le premier jour",
          "Conforme aux normes WCAG 2.2 AA",
        ],
      },
      {
        title: "Stratégie numérique",
        body: "Un plan clair pour le référencement, votre fiche d'établissement Google et les pages qui génèrent des demandes de soumission.",
        points: [
          "Référencement local",
          "Des statistiques faciles à comprendre",
          "Planification du contenu",
        ],
      },
      {
        title: "Image de marque",
        body: "Un logo, des couleurs et des polices qui font bonne figure sur une portière de camion, sur un casque de chantier et sur un écran d'accueil.",
        points: [
          "Logo et identité visuelle",
          "Guide de normes graphiques",
          "Fichiers prêts pour l'impression",
        ],
      },
    ],
  },
  ready: {
    eyebrow: "Parlons-en",
    title: "Prêt à commencer ?",
    text: "Parlez-nous de votre projet en trois étapes rapides. Nous vous répondons dans un délai d'un jour ouvrable avec des idées et une soumission claire.",
    start: "Démarrer votre projet",
    schedule: "Planifier une consultation",
    scheduleLabel: "Planifier une consultation : appelez-nous au {phone}",
  },
};
