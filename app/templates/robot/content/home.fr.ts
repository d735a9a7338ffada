import type { Translation } from "../../../lib/text-path";
import type { robotTemplateEn } from "./home.en";

/** The robot template's preview page, Canadian French. */
export const robotTemplateFr: Translation<typeof robotTemplateEn> = {
  skipLink: "Passer au contenu",
  nav: {
    label: "Sections",
    brandHome: "{name}, haut de la page",
    links: { features: "Fonctionnalités", integration: "Intégration", contact: "Contact" },
    allTemplates: "Tous les modèles",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    menuTitle: "Dans cette page",
  },
  hero: {
    eyebrow: "Robotique et automatisation · Aperçu du modèle",
    title: "L'automatisation qui travaille aux côtés de vos équipes.",
    text: "Un modèle pour les fabricants de robots, les intégrateurs en automatisation et les jeunes pousses en matériel : axé sur le produit, technique quand il le faut, et assez clair pour qu'un directeur d'usine le lise sur son téléphone.",
    primary: "Voir ce qui est inclus",
    secondary: "Parler au studio",
    illustrationAlt:
      "Un robot sympathique à visière lumineuse et au bras articulé, qui salue depuis sa station de recharge sur une grille violette",
    badge: "Aperçu",
  },
  features: {
    eyebrow: "Liste des fonctionnalités",
    title: "Ce qu'apporte le modèle complet",
    text: "Indiqué tel quel : ce que cet aperçu fait déjà, et ce que le modèle complet ajoutera une fois intégré.",
    summary: "{included} sur {total} inclus dans cet aperçu",
    status: { included: "Inclus dans cet aperçu", planned: "Prévu pour le modèle complet" },
    items: [
      {
        title: "Anglais et français",
        text: "Chaque mot dans les deux langues, avec les prix et les dates écrits comme chaque lecteur s'y attend.",
      },
      {
        title: "Navigation fluide dans la page",
        text: "Les ancres glissent jusqu'à chaque section et s'arrêtent sous l'en-tête fixe ; instantané si les animations sont réduites.",
      },
      {
        title: "Apparition au défilement",
        text: "Les sections apparaissent en douceur à l'écran et restent simplement en place quand les animations sont réduites.",
      },
      {
        title: "Mise en page adaptative et accessible",
        text: "Une colonne sur téléphone, une grille sur ordinateur ; repères, étiquettes et contraste AA partout.",
      },
      {
        title: "Vitrine des produits",
        text: "Chaque robot sous plusieurs angles, avec sa charge utile, sa portée et son autonomie en un coup d'œil.",
      },
      {
        title: "Comparaison des caractéristiques",
        text: "Les modèles côte à côte dans un tableau qui reste lisible sur un petit écran.",
      },
      {
        title: "Pages de cas d'usage",
        text: "Des récits en fabrication, en entreposage et en santé, chacun avec ses propres résultats.",
      },
      {
        title: "Réservation de démonstration",
        text: "Les visiteurs choisissent une date pour une démonstration sur place ou en vidéo du robot qu'il leur faut.",
      },
    ],
  },
  integration: {
    eyebrow: "Note d'intégration",
    title: "Le modèle complet viendra d'un projet distinct",
    text: "Cette page est un aperçu. Le modèle Robot Technology complet est conçu dans un projet distinct et sera intégré ici dès qu'il sera prêt. D'ici là, la liste ci-dessus montre honnêtement ce qui fonctionne aujourd'hui et ce qui est encore prévu.",
    points: [
      "Même adresse : cette page deviendra le modèle complet.",
      "Mêmes langues : anglais et français dès le premier jour.",
      "Rien à faire de votre côté : une soumission aujourd'hui couvre le projet complet.",
    ],
  },
  contact: {
    eyebrow: "Prochaine étape",
    title: "Un site comme celui-ci pour votre entreprise techno ?",
    text: "{studio} le réalise avec vos produits, vos photos et vos mots, en anglais et en français.",
    quote: "Demander une soumission",
    email: "Écrire au studio",
    back: "Retour à tous les modèles",
  },
  footer: {
    demoBy: "Un aperçu de modèle par",
    fictional: "{name} est une entreprise fictive.",
    backToTop: "Retour en haut",
  },
};
