import type { Translation } from "../../../lib/text-path";
import type { constructionHomeSectionsEn } from "./home-sections.en";

export const constructionHomeSectionsFr: Translation<typeof constructionHomeSectionsEn> = {
  intro: {
    eyebrow: "Parlez à un constructeur",
    title: "Un seul appel vous met en contact avec la personne qui mènera votre projet",
    text: "Parlez-nous de votre terrain, de votre bâtiment ou de la fuite que vous venez de découvrir. Un chargé de projet vous répond, pose les bonnes questions et fixe une visite, habituellement dans la semaine.",
    call: "Appeler le {phone}",
    hours: "Bureau du lundi au vendredi, de 7 h à 17 h · Ligne d'urgence 24/7",
    points: [
      "Une visite du terrain et une soumission écrite, sans frais",
      "Un prix ferme avant le premier coup de pelle",
      "Des photos de votre chantier chaque vendredi",
    ],
  },
  showcase: {
    label: "Vitrine technologique",
    carousel: "carrousel",
    slide: "diapositive",
    slideLabel: "{n} sur {total}",
    previous: "Diapositive précédente",
    next: "Diapositive suivante",
    goTo: "Afficher la diapositive {n}",
    pause: "Mettre le défilement en pause",
    play: "Relancer le défilement",
    slides: {
      drones: {
        tag: "Relevés de terrain",
        title: "Votre terrain cartographié par drone en un après-midi",
        body: "Nos pilotes survolent votre terrain avant la soumission. Le nivellement, le drainage et le dynamitage sont chiffrés à partir d'un relevé 3D précis au centimètre, pas au jugé.",
        fact: "Relevé précis à 2 cm près",
        alt: "Un drone survole un terrain boisé et trace une grille de relevé sur le roc et les arbres.",
      },
      model: {
        tag: "Coordination 3D",
        title: "Tous les corps de métier dans une seule maquette",
        body: "Structure, plomberie, conduits et électricité se rencontrent dans une maquette 3D avant toute commande : les conflits se règlent à l'écran plutôt que sur le chantier.",
        fact: "Moins d'avenants, moins de surprises",
        alt: "Une maison dessinée en filaire 3D par couches, la charpente, les conduits et la tuyauterie en couleurs distinctes.",
      },
      sensors: {
        tag: "Béton d'hiver",
        title: "Un béton qui donne de ses nouvelles",
        body: "Des capteurs sans fil noyés dans les coulées d'hiver transmettent la température de cure à nos téléphones : on décoffre quand le béton est prêt, pas quand le calendrier le dit.",
        fact: "Coulées suivies jusqu'à −30 °C",
        alt: "Une dalle de béton en coupe, un capteur sans fil à l'intérieur et une courbe de température ascendante au-dessus.",
      },
    },
  },
  services: {
    eyebrow: "Ce que nous bâtissons",
    title: "Quatre services, une même qualité de finition",
    intro:
      "Maison au bord du lac ou réparation de toiture à minuit : ce sont les mêmes personnes qui répondent du travail.",
    items: {
      homes: {
        title: "Maisons sur mesure",
        body: "Chalets au bord de l'eau et maisons familiales conçus selon votre terrain, avec une enveloppe haute performance, de la semelle à la dernière moulure.",
      },
      commercial: {
        title: "Commercial et institutionnel",
        body: "Cliniques, bureaux, commerces et bâtiments communautaires, réalisés par phases pour que vos portes restent ouvertes pendant les travaux.",
      },
      renovations: {
        title: "Rénovations et agrandissements",
        body: "Cuisines, sous-sols, ajouts d'étage et restaurations patrimoniales, planifiés pour que vous puissiez rester chez vous.",
      },
      emergency: {
        title: "Réparations d'urgence 24/7",
        body: "Dégâts de tempête, tuyaux éclatés, toitures défaillantes : une équipe prend la route en moins de deux heures partout dans le Grand Sudbury.",
      },
    },
  },
  reasons: {
    eyebrow: "Pourquoi Northline",
    title: "Pourquoi nos clients reviennent bâtir avec nous",
    intro:
      "La plupart de nos contrats viennent d'anciens clients et de leurs voisins. Voici les raisons qu'ils nous donnent.",
    items: {
      "fixed-price": {
        title: "Un prix qui tient",
        body: "Le montant signé est celui que vous payez, à moins que vous ne changiez les plans. Chaque allocation est écrite noir sur blanc.",
      },
      "built-north": {
        title: "Conçu pour −40",
        body: "Isolation, étanchéité à l'air et protection contre le gel pensées pour les hivers du Nord de l'Ontario, et vérifiées avant la pose du gypse.",
      },
      "local-crews": {
        title: "Nos propres équipes locales",
        body: "Charpentiers, chefs de chantier et chargés de projet à notre emploi, qui vivent dans les localités où nous bâtissons.",
      },
      warranty: {
        title: "Dix ans, par écrit",
        body: "Une garantie de dix ans sur la main-d'œuvre, offerte par une entreprise qui répond elle-même au téléphone depuis 1999.",
      },
    },
  },
  record: {
    eyebrow: "Nos réalisations",
    title: "Des chantiers récents partout dans le Nord",
    intro:
      "Plus de 500 projets depuis 1999, des chalets de la rivière des Français aux cliniques de la ceinture de nickel. En voici quelques-uns des trois dernières années :",
    items: {
      "ramsey-lake": {
        title: "Résidence du lac Ramsey",
        kind: "Maison sur mesure",
        place: "Sudbury",
        year: "2024",
      },
      "walden-clinic": {
        title: "Clinique de santé familiale de Walden",
        kind: "Commercial",
        place: "Lively",
        year: "2023",
      },
      "minnow-lake": {
        title: "Maison patrimoniale du lac Minnow",
        kind: "Rénovation et agrandissement",
        place: "Sudbury",
        year: "2022",
      },
    },
    projects: "Voir tous nos projets",
    call: "Une question sur un projet ? Appelez le {phone}",
  },
};
