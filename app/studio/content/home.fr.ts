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
