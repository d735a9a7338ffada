import type { Translation } from "../../../lib/text-path";
import type { cutPortfolioEn } from "./portfolio.en";

export const cutPortfolioFr: Translation<typeof cutPortfolioEn> = {
  hero: {
    eyebrow: "Réalisations",
    title: "Du travail qui se voit dans la rue",
    text: "Des looks signature, un cortège de mariage, une soirée en coulisses et une gamme de soins créée avec des voisins : quatre histoires nées dans nos fauteuils.",
  },
  stats: {
    label: "Le salon en chiffres",
    items: [
      { value: "9 000+", label: "coupes et rasages depuis 2024" },
      { value: "600+", label: "avis cinq étoiles" },
      { value: "24", label: "cortèges de mariage préparés" },
      { value: "6", label: "collaborations avec des marques d'ici" },
    ],
  },
  projects: {
    eyebrow: "Réalisations en vedette",
    title: "Quatre histoires du fauteuil",
    viewCaseStudy: "Voir l'étude de cas",
    close: "Fermer",
    closeLabel: "Fermer l'étude de cas",
    challengeTitle: "Le défi",
    approachTitle: "Ce qu'on a fait",
    resultsTitle: "Résultats",
    techniquesLabel: "Techniques",
    imageLabel: "Illustration : {title}",
    items: {
      wedding: {
        category: "Cortège de mariage",
        title: "Neuf garçons d'honneur, prêts pour midi",
        description:
          "Un mariage un samedi sur la terrasse de Science Nord : le marié, son père et sept garçons d'honneur, tous impeccables avant l'arrivée du photographe.",
        techniques: ["Coupes classiques", "Rasages à la serviette chaude", "Sculptures de barbe"],
        results: [
          { value: "9", label: "looks en une matinée" },
          { value: "3 h", label: "du premier au dernier fauteuil" },
          { value: "0", label: "minute de retard pour les photos" },
        ],
        challenge:
          "Neuf personnes, neuf types de cheveux, un début à 9 h et une cérémonie à 13 h. Le marié voulait un groupe assorti, sans que tout le monde ait la même coupe.",
        approach: [
          "Une coupe d'essai pour le marié trois semaines avant, pour un look bien installé sur les photos.",
          "Nos quatre fauteuils ouverts plus tôt, avec rasages et barbes intercalés entre les coupes.",
          "Une trousse de retouche et un peigne de poche pour chaque garçon d'honneur, pour la réception.",
        ],
        outcome:
          "Tout le monde était coiffé à 12 h, le photographe a commencé en avance, et deux des garçons d'honneur sont maintenant des habitués.",
      },
      looks: {
        category: "Looks signature",
        title: "Le cahier de styles de la rue Elm",
        description:
          "Six coupes qui font la réputation de nos barbiers, photographiées sur des habitués pour la vitrine et la page de réservation.",
        techniques: ["Dégradés à blanc", "Coupes texturées", "Ciseaux sur peigne"],
        results: [
          { value: "6", label: "coupes signature" },
          { value: "2×", label: "plus de nouveaux clients qui demandent un barbier par son nom" },
          { value: "40 %", label: "des nouvelles réservations citent le cahier" },
        ],
        challenge:
          "Les nouveaux clients avaient du mal à décrire ce qu'ils voulaient, et les photos d'Internet convenaient rarement aux hivers du Nord de l'Ontario sous une tuque.",
        approach: [
          "Chaque barbier a choisi la coupe qu'il réussit le mieux et l'a faite sur un client régulier.",
          "On a nommé chaque look, du Dégradé rue Elm à la Coupe Laurentienne.",
          "Le cahier est en vitrine et à chaque fauteuil, avec le nom du barbier sur chaque page.",
        ],
        outcome:
          "Les consultations vont plus vite, et les clients arrivent en pointant une page plutôt qu'un téléphone.",
      },
      fashion: {
        category: "Événement",
        title: "En coulisses à la Soirée mode Nickel City",
        description:
          "Vingt-deux mannequins à préparer pour un défilé au centre-ville, dans une arrière-salle avec deux miroirs et quarante minutes.",
        techniques: ["Dégradés rapides", "Contours", "Coiffage"],
        results: [
          { value: "22", label: "mannequins préparés" },
          { value: "40 min", label: "avant le premier passage" },
          { value: "4", label: "barbiers en coulisses" },
        ],
        challenge:
          "Vingt-deux mannequins, trois designers avec trois consignes différentes, et un défilé qui ne pouvait pas commencer en retard.",
        approach: [
          "Une fiche de looks par designer, approuvée la semaine d'avant et imprimée pour chaque poste.",
          "Deux barbiers aux contours et aux dégradés, deux au coiffage, en rotation.",
          "Une dernière vérification au rideau avec pommade, peigne et rouleau antipeluches.",
        ],
        outcome:
          "Le défilé a commencé à l'heure, et les organisateurs ont réservé Cut District pour la saison suivante.",
      },
      brand: {
        category: "Collaboration avec une marque",
        title: "L'huile à barbe Northern Pine",
        description:
          "Une huile à barbe créée avec une savonnière de Sudbury, testée dans nos fauteuils pendant une saison avant d'arriver sur les tablettes.",
        techniques: ["Sculptures de barbe", "Essais de produits", "Conseils d'entretien"],
        results: [
          { value: "3", label: "mélanges testés au salon" },
          { value: "800+", label: "flacons vendus la première année" },
          { value: "1", label: "parfum choisi par les clients : pin et cèdre" },
        ],
        challenge:
          "Les clients voulaient une huile pour la peau sèche en hiver qui ne sente pas le comptoir de parfumerie, et la savonnière avait besoin de vrais barbiers pour l'essayer.",
        approach: [
          "Trois mélanges utilisés sur les sculptures de barbe pendant tout un hiver, avec les commentaires des clients après chaque visite.",
          "Sam a montré à l'équipe de la savonnière comment l'appliquer et quelle quantité utiliser.",
          "Le mélange gagnant porte le nom des pins gris de la route du lac Ramsey.",
        ],
        outcome:
          "Northern Pine est maintenant sur notre tablette et dans quatre boutiques de Sudbury, avec les conseils de nos barbiers sur l'étiquette.",
      },
    },
  },
  testimonials: {
    eyebrow: "Bons mots",
    title: "Ce qu'en disent les habitués",
    rating: "Note de 5 sur 5",
    items: [
      {
        quote:
          "Les dégradés de Nico sont les meilleurs en ville, et il se souvient exactement de ma dernière coupe.",
        author: "M. L.",
        location: "Minnow Lake",
      },
      {
        quote:
          "Ils ont préparé tout mon cortège en une matinée. Calmes, rapides, et tout le monde était superbe.",
        author: "J. B.",
        location: "Nouveau-Sudbury",
      },
      {
        quote: "Mon fils pleurait à chaque coupe. Avec Sam, il demande quand il peut y retourner.",
        author: "A. K.",
        location: "Lively",
      },
    ],
  },
  cta: {
    title: "Envie de votre propre avant-après ?",
    text: "Dites-nous quel look vous voulez, ou parcourez ce que comprend chaque service.",
    primary: "Réserver une consultation",
    secondary: "Parcourir les services",
  },
};
