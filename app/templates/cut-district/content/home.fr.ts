import type { Translation } from "../../../lib/text-path";
import type { cutHomeEn } from "./home.en";

/** Le site d'une page du salon de barbier (SPEC §2.10), en français. */
export const cutHomeFr: Translation<typeof cutHomeEn> = {
  skipLink: "Passer au contenu",
  nav: {
    label: "Sections",
    brandHome: "{name}, retour en haut",
    tagline: "Salon de barbier · Sudbury",
    links: {
      services: "SERVICES",
      team: "ÉQUIPE",
      gallery: "GALERIE",
      prices: "TARIFS",
      testimonials: "TÉMOIGNAGES",
      contact: "NOUS JOINDRE",
    },
    viewTemplates: "VOIR LES MODÈLES",
    book: "RÉSERVER MA COUPE",
    bookNow: "RÉSERVER",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    menuTitle: "Menu",
  },
  hero: {
    badge: "Sans rendez-vous, bienvenue",
    title: "COUPE NETTE. ALLURE IMPECCABLE.",
    text: "Coupes classiques, dégradés à blanc, taille de barbe et rasage à la serviette chaude, rue Elm au centre-ville de Sudbury. Prenez la prochaine chaise libre ou réservez le barbier de votre choix.",
    book: "RÉSERVER MA COUPE",
    prices: "VOIR LES TARIFS",
    promise: "Pas de robots. De vrais barbiers. Consultation gratuite.",
    hoursLabel: "Ouvert",
    hours: "lun-sam 9 h-19 h",
  },
  booking: {
    eyebrow: "Réservez une chaise",
    title: "OBTENEZ UNE ÉVALUATION DE STYLE GRATUITE",
    intro:
      "Vous ne savez pas quoi demander ? Choisissez un jour et une heure : votre barbier commence par une consultation gratuite de dix minutes sur la forme du visage, le type de cheveux et l'entretien que vous voulez.",
    demoNote:
      "Réservation de démonstration : ce formulaire n'envoie rien et ne réserve aucun vrai rendez-vous.",
    firstName: "Prénom",
    lastName: "Nom",
    email: "Courriel",
    phone: "Téléphone",
    day: "Jour souhaité",
    dayPlaceholder: "Choisissez un jour",
    days: ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi"],
    time: "Heure souhaitée",
    timePlaceholder: "Choisissez une heure",
    times: ["9 h", "10 h", "11 h", "12 h", "13 h", "14 h", "15 h", "16 h", "17 h"],
    barber: "Barbier",
    noPreference: "Aucune préférence",
    submit: "DEMANDER UN RENDEZ-VOUS",
    sent: {
      title: "Démonstration : aucun rendez-vous n'a été réservé",
      text: "Merci d'avoir essayé le formulaire. Ce salon est un modèle de démonstration de {studio} : votre demande n'a été envoyée nulle part, rien n'a été enregistré et personne ne vous appellera.",
      summary: "Vos choix",
      anyDay: "N'importe quel jour",
      anyTime: "N'importe quelle heure",
      ctaText: "Vous voulez que vos clients réservent de vrais rendez-vous sur votre propre site ?",
      cta: "Obtenir une soumission pour un site avec réservation",
      back: "Retour au formulaire",
    },
  },
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
  team: {
    eyebrow: "Les chaises",
    title: "L'ÉQUIPE",
    intro:
      "Quatre barbiers, quatre styles, une seule exigence. Choisissez celui dont le travail vous plaît, ou prenez la prochaine chaise libre.",
    experience: "{years} ans d'expérience",
    specialty: "Spécialité",
    book: "Réserver avec {name}",
    barbers: {
      dre: {
        role: "Propriétaire et maître barbier",
        specialty: "Coupes classiques et rasages à la serviette chaude",
        quote: "Une bonne coupe, c'est d'abord une conversation.",
        imageAlt:
          "Monogramme doré de Dre Laforge, DL, sur le dossier d'une chaise de barbier rouge, sous un luminaire suspendu",
      },
      nico: {
        role: "Barbier principal",
        specialty: "Travail aux ciseaux et pompadours",
        quote: "La tondeuse est rapide. Les ciseaux sont honnêtes.",
        imageAlt:
          "Monogramme doré de Nico Moretti, NM, sur le dossier d'une chaise de barbier noire, au-dessus d'un plancher en damier",
      },
      jay: {
        role: "Barbier",
        specialty: "Dégradés à blanc et motifs",
        quote: "Si on voit la ligne dans le dégradé, je n'ai pas fini.",
        imageAlt:
          "Monogramme doré de Jaylen Tremblay, JT, sur le dossier d'une chaise de barbier rouge, à côté d'un poteau de barbier",
      },
      sam: {
        role: "Barbier",
        specialty: "Sculpture de barbe et cheveux texturés",
        quote: "Votre barbe devrait avoir l'air voulue.",
        imageAlt:
          "Monogramme doré de Sam Okafor, SO, sur le dossier d'une chaise de barbier rouge, devant des rayures de barbier rouges",
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
  contact: {
    title: "NOUS JOINDRE",
    lead: "Passez, appelez ou écrivez-nous. Sans rendez-vous : prochaine chaise libre.",
    visit: "Adresse",
    call: "Téléphone",
    callLabel: "Appeler au {phone}",
    write: "Courriel",
    writeLabel: "Écrire à {email}",
    hoursTitle: "Heures",
    hours: [
      { days: "lun-sam", time: "9 h-19 h" },
      { days: "dimanche", time: "Fermé" },
    ],
    established: "Fondé en {year}",
    social: {
      title: "Suivez-nous",
      instagram: "Instagram",
      facebook: "Facebook",
      note: "Modèle de démonstration : les profils de votre salon iront ici, ce ne sont donc pas encore des liens.",
    },
    updates: {
      title: "Nouvelles par courriel",
      text: "Heures des fêtes, nouvelles chaises et quelques offres, quelques fois par année.",
      label: "Adresse courriel",
      placeholder: "vous@exemple.ca",
      button: "Je m'inscris",
      notice:
        "Modèle de démonstration : il n'y a pas de liste d'envoi, donc rien n'a été envoyé et votre adresse n'a pas été enregistrée.",
    },
    copyright: "© {year} {name}. Tous droits réservés.",
    demo: "Un modèle de démonstration de {studio}.",
    studioLink: "Visiter {studio}",
    getSite: "Obtenir un site comme celui-ci",
    toTop: "Retour en haut",
  },
};
