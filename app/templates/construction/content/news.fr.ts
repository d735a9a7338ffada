import type { Translation } from "../../../lib/text-path";
import type { constructionNewsEn } from "./news.en";

/** La page Nouvelles du modèle de construction. */
export const constructionNewsFr: Translation<typeof constructionNewsEn> = {
  hero: {
    eyebrow: "Nouvelles",
    title: "Des nouvelles de nos chantiers et de notre atelier",
    text: "Premières pelletées, toitures levées, jalons de sécurité et quelques prix : ce que nos équipes ont accompli dans le Nord de l'Ontario.",
  },
  filter: {
    label: "Afficher les nouvelles sur",
    categories: {
      all: "Toutes",
      "company-news": "Entreprise",
      sustainability: "Durabilité",
      innovation: "Innovation",
      community: "Communauté",
      safety: "Sécurité",
      growth: "Croissance",
      research: "Recherche",
      financial: "Finances",
    },
    count: "{shown} nouvelles sur {total}",
    empty: "Aucune nouvelle dans cette catégorie pour l'instant. Essayez-en une autre, ou Toutes.",
  },
  featured: {
    title: "À la une",
    readMore: "Lire l'article complet",
    by: "Par {author}",
    imageAlt: "Illustration de l'article : {title}",
    items: {
      "elliot-lake-timber": {
        title:
          "La résidence d'Elliot Lake sera le premier immeuble pour aînés en bois massif du Nord",
        excerpt:
          "Planchers et murs en bois lamellé-croisé monteront en quatorze semaines, environ deux fois plus vite que le béton, et stockeront du carbone au lieu d'en émettre.",
        body: "Les 48 appartements de la Résidence pour aînés d'Elliot Lake reposeront sur un socle de béton surmonté de quatre étages en bois lamellé-croisé usiné en Ontario. Les panneaux arrivent coupés sur mesure, ouvertures pour fenêtres et conduits comprises : une équipe de huit peut fermer un étage en moins de deux semaines, même en février. L'immeuble est conçu pour être prêt pour la carboneutralité : centrale à thermopompes, triple vitrage et toit aménagé pour des panneaux solaires dès que le réseau de la ville pourra les accueillir.",
        author: "Dana Kivi, chargée de projet",
        date: "8 avril 2025",
        readTime: "5 min de lecture",
        tags: ["Bois massif", "Elliot Lake", "Logement pour aînés"],
      },
      "arena-phase-three": {
        title: "Aréna de Timmins : la phase trois est terminée, et la glace n'a jamais fermé",
        excerpt:
          "La nouvelle toiture couvre les gradins et les vestiaires sont refaits, le tout entre le dernier match d'une saison et le premier entraînement de la suivante.",
        body: "La phase trois du renouvellement de l'aréna communautaire de Timmins a remplacé 1 400 mètres carrés de toiture au-dessus des gradins et refait six vestiaires sans obstacle. Nos équipes ont travaillé de nuit pendant les tournois du printemps et renforcé les fermes pour les charges de neige du code actuel. La dernière phase, le hall d'entrée et la salle de réfrigération, commence en mai.",
        author: "Luc Bérubé, surintendant de chantier",
        date: "20 mars 2025",
        readTime: "4 min de lecture",
        tags: ["Aréna", "Timmins", "Rénovation"],
      },
    },
  },
  recent: {
    title: "Dernières nouvelles",
    loadMore: "Afficher plus",
    items: {
      "five-hundred-days": {
        title: "Nos équipes franchissent 500 jours sans accident avec arrêt de travail",
        excerpt:
          "Causeries de sécurité chaque matin, une carte d'arrêt des travaux dans chaque poche et des chefs de chantier qui inspectent avant tout le monde.",
        date: "3 mars 2025",
        readTime: "3 min de lecture",
      },
      "timmins-yard": {
        title: "Une nouvelle cour et un atelier à Timmins pour nos équipes du Nord",
        excerpt:
          "Dix emplois, un atelier chauffé et une cour à matériaux qui retranchent quatre heures de route à chaque livraison dans le Nord.",
        date: "12 février 2025",
        readTime: "2 min de lecture",
      },
      "frost-foundations": {
        title:
          "Des fondations peu profondes protégées du gel, à l'essai sur le roc du Bouclier canadien",
        excerpt:
          "Des capteurs sous trois de nos maisons mesurent la température du sol tout l'hiver, avec le laboratoire de science du bâtiment d'un collège.",
        date: "27 janvier 2025",
        readTime: "6 min de lecture",
      },
      "year-in-numbers": {
        title: "2024 en chiffres : 48 millions de dollars de travaux réalisés",
        excerpt:
          "Notre meilleure année à ce jour : 41 projets livrés et une prime de participation aux bénéfices versée à chaque employé.",
        date: "15 janvier 2025",
        readTime: "4 min de lecture",
      },
      "warming-hut": {
        title: "Des bénévoles bâtissent un refuge chauffé pour un sentier de patin du lac Ramsey",
        excerpt:
          "Deux fins de semaine, du bois donné et un poêle : le refuge a ouvert à temps pour la première vague de froid.",
        date: "18 décembre 2024",
        readTime: "2 min de lecture",
      },
      "walden-award": {
        title: "La Clinique de santé familiale Walden remporte un prix régional du bâtiment",
        excerpt:
          "Le jury a souligné ses salles d'examen baignées de lumière et une livraison trois semaines avant l'échéance.",
        date: "21 novembre 2024",
        readTime: "3 min de lecture",
      },
      "drone-quotes": {
        title: "Un relevé par drone accompagne désormais chaque soumission de plus de 250 000 $",
        excerpt:
          "Nivellement, drainage et travaux dans le roc chiffrés à partir d'un relevé 3D précis à deux centimètres près.",
        date: "30 octobre 2024",
        readTime: "3 min de lecture",
      },
      "site-recycling": {
        title: "Nos chantiers détournent maintenant 78 % de leurs déchets du site d'enfouissement",
        excerpt:
          "Des bacs séparés pour le bois, le métal, le gypse et le carton, et un fournisseur qui reprend les surplus.",
        date: "24 septembre 2024",
        readTime: "4 min de lecture",
      },
      "heights-training": {
        title: "Tous nos chefs de chantier certifiés en travail en hauteur et en premiers soins",
        excerpt:
          "Quarante-deux personnes formées cet été, avec un rappel prévu tous les trois ans.",
        date: "14 août 2024",
        readTime: "2 min de lecture",
      },
      "espanola-approval": {
        title: "Le conseil d'Espanola approuve les Lofts de la rue principale",
        excerpt:
          "Seize appartements et trois commerces occuperont l'ancien grand magasin, façade de brique comprise.",
        date: "9 juillet 2024",
        readTime: "3 min de lecture",
      },
    },
  },
  newsletter: {
    title: "Notes de chantier, quatre fois par année",
    text: "Nouvelles de nos projets, conseils pour les maisons du Nord et, à l'occasion, une offre d'emploi, dans votre boîte de réception.",
    label: "Adresse courriel",
    placeholder: "vous@exemple.ca",
    button: "S'abonner",
    notice:
      "Ceci est un modèle de démonstration : les abonnements sont désactivés, votre adresse n'a donc pas été enregistrée.",
  },
};
