import type { Translation } from "../../../lib/text-path";
import type { cutHomeSectionsEn } from "./home-sections.en";

export const cutHomeSectionsFr: Translation<typeof cutHomeSectionsEn> = {
  services: {
    eyebrow: "Ce qu'on fait",
    title: "SERVICES",
    intro:
      "Chaque service commence par une discussion et finit par un coup d'œil au miroir. Les prix varient selon la longueur et le détail.",
    learnMore: "En savoir plus",
    learnMoreAbout: "sur {service}",
    duration: "Temps dans la chaise : {duration}",
    items: {
      classic: {
        title: "Coupe classique",
        description:
          "Ciseaux et tondeuse, ajustés à la forme de votre tête et à votre façon de vous coiffer.",
        price: "30-40 $",
        duration: "30 à 45 minutes",
        detail:
          "Votre barbier vous demande comment vous vous coiffez et à quelle fréquence vous voulez revenir, puis coupe en conséquence. Lavage, serviette chaude sur la nuque et produit de votre choix pour finir.",
        includes: ["Consultation", "Lavage et coiffage", "Rasage de la nuque"],
      },
      fade: {
        title: "Dégradé et contour",
        description:
          "À blanc, bas, moyen ou haut : un fondu sans ligne et un contour tracé au rasoir.",
        price: "35-45 $",
        duration: "45 minutes",
        detail:
          "Fondu à la tondeuse et au rasoir à grille pour un dégradé sans démarcation, puis contour au rasoir droit. Apportez une photo si vous en avez une : on vous dira franchement ce qui convient à votre ligne de cheveux.",
        includes: [
          "Dégradé à toute hauteur",
          "Contour au rasoir",
          "Finition à la serviette chaude",
        ],
      },
      shave: {
        title: "Rasage à la serviette chaude",
        description:
          "Le rasage traditionnel au rasoir droit, avec serviettes chaudes et finition froide.",
        price: "25-35 $",
        duration: "30 minutes",
        detail:
          "Deux serviettes chaudes ouvrent les pores, une mousse tiède s'applique au blaireau et une lame neuve à usage unique fait deux passages. Serviette froide et baume pour finir. Doux pour les peaux sensibles.",
        includes: ["Huile de prérasage", "Deux serviettes chaudes", "Baume après-rasage"],
      },
      beard: {
        title: "Sculpture de barbe",
        description: "Forme, longueur et lignes de joues nettes, pour une barbe voulue.",
        price: "20-30 $",
        duration: "20 à 30 minutes",
        detail:
          "Taillée selon une forme qui équilibre votre visage, avec les lignes des joues et du cou reprises au rasoir. Huile à barbe pour finir, et un petit cours pour garder la forme à la maison.",
        includes: ["Forme et taille", "Lignes au rasoir", "Huile à barbe"],
      },
      kids: {
        title: "Coupes pour enfants",
        description: "Des barbiers patients et un siège d'appoint, pour les 12 ans et moins.",
        price: "25-35 $",
        duration: "20 à 30 minutes",
        detail:
          "Première coupe ? On prend notre temps, on explique chaque outil et on s'arrête quand il faut une pause. Les parents restent tout près, et la première mèche repart dans une enveloppe.",
        includes: ["Siège d'appoint", "Certificat de première coupe", "Une sucette, si permis"],
      },
      products: {
        title: "Produits de soin",
        description: "Les pommades, argiles, huiles et peignes qu'on utilise à la chaise.",
        price: "15-50 $",
        duration: "pas besoin de chaise",
        detail:
          "Argiles et pâtes pour la texture, pommades pour la brillance, huiles et baumes à barbe, et peignes en bois. Votre barbier vous dira lequel convient à votre coupe, et quelle quantité utiliser.",
        includes: ["Argiles et pommades", "Huiles et baumes à barbe", "Peignes et brosses"],
      },
    },
  },
  gallery: {
    eyebrow: "Tout juste sortis de la chaise",
    title: "GALERIE",
    intro: "Le travail, les outils et le salon de la rue Elm.",
    items: {
      fade: {
        alt: "Un dégradé à blanc vu de dos : foncé sur le dessus, fondu jusqu'à la peau au-dessus des oreilles et sur la nuque",
        caption: "Dégradé à blanc et contour au rasoir",
      },
      beard: {
        alt: "Une barbe pleine sculptée aux lignes de joues droites et à la moustache taillée, vue du nez jusqu'à la serviette au col",
        caption: "Sculpture de barbe",
      },
      shop: {
        alt: "Le salon : deux chaises de barbier rouges sous des miroirs ronds à cadre doré et des suspensions, sur un plancher en damier",
        caption: "Deux chaises, rue Elm",
      },
      tools: {
        alt: "Des outils de barbier sur un comptoir sombre : ciseaux à poignées dorées et tondeuse sur une serviette pliée, rasoir droit et peigne",
        caption: "Les outils du métier",
      },
      shave: {
        alt: "Un client incliné dans la chaise sous une serviette chaude fumante, avec un blaireau dans un bol de mousse posé sur le comptoir",
        caption: "Rasage à la serviette chaude",
      },
      storefront: {
        alt: "La devanture un soir d'hiver : l'enseigne Cut District, une vitrine éclairée et un poteau de barbier près de la porte",
        caption: "Ouvert jusqu'à 19 h, six jours sur sept",
      },
    },
  },
  prices: {
    eyebrow: "Pas de surprise",
    title: "TARIFS",
    intro: "Le prix affiché est le prix payé, taxes incluses.",
    popular: "Le plus réservé",
    items: {
      cut: {
        title: "Coupe homme",
        price: "32 $",
        note: "Lavage et coiffage inclus",
        features: [
          "Consultation de style gratuite",
          "Serviette chaude sur la nuque",
          "Toutes longueurs, tous styles",
        ],
      },
      beard: {
        title: "Taille de barbe",
        price: "18 $",
        note: "Forme, taille et lignes au rasoir",
        features: ["Lignes des joues et du cou", "Finition à l'huile à barbe"],
      },
      shave: {
        title: "Rasage",
        price: "25 $",
        note: "Rasoir droit, serviettes chaudes",
        features: ["Deux serviettes chaudes", "Lame à usage unique", "Serviette froide et baume"],
      },
    },
    dealsLabel: "Rabais",
    deals: {
      group:
        "Tarifs de groupe pour les noces, les équipes et les finissants, dès trois personnes : demandez à la chaise.",
      student:
        "Rabais étudiant tous les mercredis et jeudis, sur présentation d'une carte étudiante valide.",
    },
    book: "RÉSERVER MA COUPE",
  },
  testimonials: {
    eyebrow: "Ce qu'on dit de nous",
    title: "TÉMOIGNAGES",
    rating: "{rating} sur {max}",
    items: [
      {
        quote:
          "Le meilleur dégradé que j'ai eu à Sudbury. Jay a pris son temps, vérifié chaque angle, et la ligne a tenu deux semaines.",
        initials: "M.B.",
        location: "Centre-ville de Sudbury",
      },
      {
        quote:
          "Je venais pour une taille et je suis reparti avec une barbe qui va enfin à mon visage. La serviette chaude vaut à elle seule le détour.",
        initials: "K.D.",
        location: "Nouveau Sudbury",
      },
      {
        quote:
          "La première coupe de mon fils. Dre a été patient, l'a fait rire, et on est repartis avec la première mèche dans une enveloppe.",
        initials: "A.L.",
        location: "Lively",
      },
    ],
  },
};
