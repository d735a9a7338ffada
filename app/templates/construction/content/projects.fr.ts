import type { Translation } from "../../../lib/text-path";
import type { constructionProjectsEn } from "./projects.en";

/** La page Projets du modèle de construction. */
export const constructionProjectsFr: Translation<typeof constructionProjectsEn> = {
  hero: {
    eyebrow: "Nos projets",
    title: "Six projets, du lac Ramsey jusqu'à Porcupine",
    text: "Des maisons, une clinique, une résidence pour aînés, un aréna et une rue principale, bâtis et entretenus par les mêmes équipes du Grand Sudbury. Voici où en est chacun aujourd'hui.",
  },
  grid: {
    eyebrow: "Réalisations",
    title: "Bâtis, en chantier et sur appel",
    intro:
      "Chaque projet a un seul chargé de projet, de la première visite du terrain à la dernière correction, et les chiffres ci-dessous sont ceux que nous remettons à son propriétaire.",
    location: "Lieu",
    year: "Année",
    status: "Statut",
    metrics: "Chiffres clés",
    features: "Ce qu'on y a mis",
    imageAlt: "Illustration du projet {title}",
    items: {
      "ramsey-lake": {
        title: "Résidence du lac Ramsey",
        location: "Sudbury (Ontario)",
        year: "2024",
        description:
          "Une maison familiale au bord du lac, étagée sur une crête de granit, avec une grande pièce en charpente de bois face au sud et un rez-de-jardin taillé dans le roc.",
        metrics: [
          { label: "Superficie", value: "3 400 pi²" },
          { label: "Étanchéité à l'air", value: "0,9 RAH50" },
          { label: "Durée des travaux", value: "11 mois" },
        ],
        features: [
          "Semelles ancrées dans le roc, sans dynamitage",
          "Fenêtres à triple vitrage, thermopompe et VRC",
          "Charpente de sapin Douglas levée en deux jours",
        ],
      },
      "walden-clinic": {
        title: "Clinique de santé familiale Walden",
        location: "Lively (Ontario)",
        year: "2023",
        description:
          "Une clinique de plain-pied pour douze médecins de famille et infirmières praticiennes, avec un débarcadère couvert, une pharmacie et des salles d'examen éclairées par la lumière du jour.",
        metrics: [
          { label: "Superficie", value: "9 800 pi²" },
          { label: "Salles d'examen", value: "22" },
          { label: "Livrée", value: "3 semaines d'avance" },
        ],
        features: [
          "Charpente d'acier sur dalle isolée contre le gel",
          "Sans obstacle, du stationnement à chaque pièce",
          "Unités de toit conçues pour −40 °C",
        ],
      },
      "elliot-lake-residence": {
        title: "Résidence pour aînés d'Elliot Lake",
        location: "Elliot Lake (Ontario)",
        year: "2026",
        description:
          "Un immeuble de quatre étages en bois massif, 48 appartements pour les aînés qui veulent rester en ville, avec une salle à manger, une suite clinique et une cour-jardin.",
        metrics: [
          { label: "Appartements", value: "48" },
          { label: "Étages", value: "4" },
          { label: "Cible énergétique", value: "Prêt pour la carboneutralité" },
        ],
        features: [
          "Planchers en bois lamellé-croisé de scieries ontariennes",
          "Centrale à thermopompes et toit prêt pour le solaire",
          "Conçu avec le conseil des aînés de la ville",
        ],
      },
      "espanola-lofts": {
        title: "Lofts de la rue principale d'Espanola",
        location: "Espanola (Ontario)",
        year: "2026",
        description:
          "La transformation d'un grand magasin des années 1940 en seize lofts au-dessus de trois commerces, en gardant sa façade de brique et ses planchers d'érable.",
        metrics: [
          { label: "Appartements", value: "16" },
          { label: "Commerces", value: "3" },
          { label: "Brique d'origine conservée", value: "90 %" },
        ],
        features: [
          "Façade patrimoniale restaurée brique par brique",
          "Nouveau noyau d'escalier et d'ascenseur en acier",
          "Gicleurs et séparations coupe-feu aux normes actuelles",
        ],
      },
      "timmins-arena": {
        title: "Renouvellement de l'aréna communautaire de Timmins",
        location: "Timmins (Ontario)",
        year: "2025",
        description:
          "Une nouvelle toiture, des murs isolés et des vestiaires refaits pour un aréna des années 1970, par phases entre les saisons de hockey pour que la glace ne ferme jamais l'hiver.",
        metrics: [
          { label: "Toiture remplacée", value: "4 200 m²" },
          { label: "Phases", value: "3 sur 4 terminées" },
          { label: "Jours de glace perdus", value: "0" },
        ],
        features: [
          "Travaux planifiés autour de l'horaire de la glace",
          "Fermes de toit renforcées pour la charge de neige",
          "Six vestiaires sans obstacle",
        ],
      },
      "emergency-program": {
        title: "Programme de réparations d'urgence du Grand Sudbury",
        location: "Grand Sudbury (Ontario)",
        year: "Depuis 2012",
        description:
          "Des réparations jour et nuit pour un fournisseur régional de logements et pour les propriétaires : toitures arrachées par les tempêtes, tuyaux éclatés, portes brisées et dégâts d'incendie, sécurisés le soir même.",
        metrics: [
          { label: "Appels traités", value: "1 900+" },
          { label: "Délai moyen d'arrivée", value: "1 h 40" },
          { label: "Logements couverts", value: "2 300" },
        ],
        features: [
          "Une équipe et un camion équipé de garde chaque nuit",
          "Photos et rapport écrit dès le lendemain matin",
          "Formalités d'assurance prises en charge pour le propriétaire",
        ],
      },
    },
  },
  cta: {
    title: "Un terrain, un bâtiment ou un projet en tête ?",
    text: "Dites-nous où il se trouve et ce que vous voulez bâtir. Un chargé de projet vous rappellera dans les 24 heures.",
    primary: "Lancer votre projet",
    call: "Appeler le {phone}",
  },
};
