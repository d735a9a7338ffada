import type { Translation } from "../../../lib/text-path";
import type { snowSquatchSectionsEn } from "./home-sections.en";

export const snowSquatchSectionsFr: Translation<typeof snowSquatchSectionsEn> = {
  services: {
    eyebrow: "Nos services",
    title: "Tout ce que l'hiver réserve au Nord de l'Ontario",
    text: "Une seule équipe pour toute la propriété, du bout de l'entrée jusqu'au faîte du toit.",
    items: [
      {
        title: "Déneigement d'entrées",
        text: "Petites charrues et souffleuses taillées pour les entrées de ville, y compris le bourrelet laissé par la gratte municipale.",
      },
      {
        title: "Épandage de sel et de sable",
        text: "Sel sans danger pour les animaux sur les marches et les allées, sable dans les pentes raides. Après chaque gel et dégel.",
      },
      {
        title: "Déneigement de toitures",
        text: "Râteaux et équipes harnachées allègent les toits plats et à faible pente avant que la glace ne s'accumule.",
      },
      {
        title: "Déneigement de trottoirs",
        text: "Allées, marches et chemin de la boîte aux lettres pelletés à la main : le facteur n'aura jamais besoin de crampons.",
      },
      {
        title: "Stationnements commerciaux",
        text: "Déneigement de nuit et empilage au chargeur pour plazas, cliniques et églises, avec un rapport de passage.",
      },
      {
        title: "Transport de neige",
        text: "Quand les bancs de neige dépassent le camion, on charge et on transporte tout vers un site approuvé par la Ville.",
      },
    ],
  },
  pricing: {
    eyebrow: "Contrats saisonniers",
    title: "Un seul prix, du 15 novembre au 15 avril",
    text: "Aucune surprise à la visite : chaque contrat couvre toutes les tempêtes de la saison.",
    period: "par saison, taxes en sus",
    from: "à partir de",
    popular: "Le plus choisi",
    choose: "Choisir {plan}",
    plans: [
      {
        name: "Entrée",
        price: "449\u00a0$",
        text: "Pour une entrée simple en ville.",
        features: [
          "Déneigement à partir de 5\u00a0cm",
          "Bourrelet au bout de l'entrée dégagé",
          "Dégagée avant 7\u00a0h en semaine",
        ],
      },
      {
        name: "Squatch Plus",
        price: "689\u00a0$",
        text: "Tout le devant de la maison, réglé.",
        features: [
          "Tout le forfait Entrée",
          "Allée et marches pelletées",
          "Sel sur les marches après chaque gel",
          "Deux déneigements de toiture par saison",
        ],
      },
      {
        name: "Commercial",
        price: "1\u00a0200\u00a0$",
        text: "Stationnements, plazas et ruelles partagées.",
        features: [
          "Déneigement de nuit et empilage",
          "Épandage de sel et de sable au besoin",
          "Rapport de passage après chaque tempête",
          "Ligne de répartition prioritaire",
        ],
      },
    ],
    note: "Paiements mensuels offerts. Les aînés économisent 10\u00a0% sur tout contrat résidentiel.",
  },
  area: {
    eyebrow: "Secteurs desservis",
    title: "Des zones dans tout le Grand Sudbury",
    text: "Nos camions partent de Nouveau-Sudbury et suivent trois trajets. Tous les quartiers de la liste sont couverts par un contrat saisonnier.",
    mapLabel:
      "Carte des zones desservies par Snow Squatch dans le Grand Sudbury ; les mêmes zones sont énumérées à côté.",
    listTitle: "Quartiers desservis, par zone",
    lakes: { ramsey: "Lac Ramsey", wanapitei: "Lac Wanapitei" },
    base: "Notre cour",
    zones: [
      {
        name: "Zone 1 · Centre",
        arrival: "Premier passage avant 5\u00a0h",
        places: ["Centre-ville", "South End", "Nouveau-Sudbury", "Minnow Lake", "Moulin-à-Fleur"],
      },
      {
        name: "Zone 2 · Ouest et nord",
        arrival: "Premier passage avant 6\u00a0h",
        places: ["Lively", "Azilda", "Chelmsford", "Val Caron", "Hanmer"],
      },
      {
        name: "Zone 3 · Est",
        arrival: "Premier passage avant 7\u00a0h",
        places: ["Garson", "Falconbridge", "Coniston", "Wahnapitae"],
      },
    ],
    outside:
      "Hors de ces zones ? Demandez quand même : on ajoute des rues quand assez de voisins s'inscrivent.",
  },
  reviews: {
    eyebrow: "Avis",
    title: "Des voisins qui font la grasse matinée les jours de neige",
    rating: "Note de 5 sur 5",
    items: [
      {
        quote:
          "La charrue est passée à 5\u00a0h\u00a030 après la grosse bordée de janvier. J'ai reculé dans la rue comme en juillet.",
        author: "Marie-Claude B.",
        place: "Minnow Lake",
      },
      {
        quote:
          "Ils ont déneigé notre toit plat deux fois avant le dégel. Pas de barrage de glace, une première depuis des années.",
        author: "Darren K.",
        place: "Val Caron",
      },
      {
        quote:
          "Le stationnement de la clinique est dégagé et salé avant l'arrivée du premier patient, et le rapport est déjà dans ma boîte.",
        author: "Dre Priya S.",
        place: "South End",
      },
    ],
  },
  faq: {
    eyebrow: "FAQ",
    title: "Vos questions avant les premiers flocons",
    items: [
      {
        question: "À partir de combien de neige passez-vous ?",
        answer:
          "Nos camions partent à 5\u00a0cm. Sous ce seuil, on sale quand même les marches avec les forfaits Squatch Plus et Commercial.",
      },
      {
        question: "À quelle heure mon entrée sera-t-elle dégagée ?",
        answer:
          "Les entrées sous contrat sont dégagées avant 7\u00a0h en semaine. Pendant une longue tempête, on repasse quand elle cesse, sans frais.",
      },
      {
        question: "La charrue va-t-elle abîmer ma pelouse ou mon pavé uni ?",
        answer:
          "On plante des balises réfléchissantes le long de chaque bordure à l'automne et nos lames sont bordées de caoutchouc sur le pavé uni. Si on accroche quelque chose, on répare au printemps.",
      },
      {
        question: "Puis-je payer chaque mois ?",
        answer:
          "Oui. Les contrats résidentiels se paient en cinq versements mensuels, de novembre à mars, sans frais.",
      },
      {
        question: "Je suis parti tout l'hiver. Pouvez-vous garder la maison l'air habitée ?",
        answer:
          "Bien sûr. On déneige après chaque tempête et on vous envoie une photo, ce que la plupart des assureurs apprécient.",
      },
    ],
  },
  quote: {
    eyebrow: "Soumission gratuite",
    title: "Obtenez votre soumission saisonnière",
    text: "Parlez-nous de la propriété. Une vraie personne vous répond en un jour ouvrable, par téléphone ou par courriel.",
    demoNote:
      "Ceci est un formulaire de démonstration : rien de ce que vous tapez ne quitte cette page, et aucune demande n'est envoyée.",
    requiredNote: "Les champs marqués d'un * sont obligatoires.",
    fields: {
      name: "Nom complet",
      email: "Courriel",
      phone: "Téléphone",
      address: "Adresse",
      zone: "Zone du quartier",
      zonePlaceholder: "Choisissez une zone",
      zoneOther: "Je ne sais pas ou hors zone",
      services: "Services souhaités",
      message: "Quelque chose à savoir ?",
      messageHint: "Code de barrière, pente raide, où mettre la neige…",
    },
    serviceOptions: {
      plowing: "Déneigement d'entrée",
      salting: "Épandage de sel et de sable",
      roof: "Déneigement de toiture",
      sidewalk: "Déneigement de trottoir",
    },
    submit: "Demander ma soumission",
    sentTitle: "Merci, {name}. Votre demande est prête.",
    sentText:
      "Ceci est une démonstration : rien n'a été envoyé et personne ne vous appellera. Sur un vrai site Snow Squatch, l'équipe répondrait en un jour ouvrable.",
    edit: "Revenir à ma demande",
    errorSummary: "Vérifiez les champs en évidence ; tout ce que vous avez tapé est encore là.",
  },
  contact: {
    title: "Snow Squatch",
    tagline: "Le déneigement sympathique du Grand Sudbury depuis 2016.",
    phoneLabel: "Téléphone",
    emailLabel: "Courriel",
    hours: "Bureau : du lundi au vendredi, de 8\u00a0h à 17\u00a0h. Ligne de tempête : 24/7.",
    demo: "Un modèle de démonstration de {studio}. Snow Squatch est une entreprise fictive.",
    allTemplates: "Voir tous les modèles",
    backToTop: "Retour en haut",
  },
};
