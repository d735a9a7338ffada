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
