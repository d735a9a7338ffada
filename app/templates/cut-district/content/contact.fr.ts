import type { Translation } from "../../../lib/text-path";
import type { cutContactEn } from "./contact.en";

export const cutContactFr: Translation<typeof cutContactEn> = {
  hero: {
    eyebrow: "Contact",
    title: "Prenez place",
    text: "Appelez, écrivez ou passez nous voir. Envoyez-nous un message et on vous répond dans les 24 heures, le plus souvent le jour même.",
  },
  methods: {
    eyebrow: "Joindre le salon",
    title: "Trois façons de nous joindre",
    call: {
      title: "Appeler le salon",
      text: "Lun–sam, 9 h–19 h. On répond entre deux coupes.",
    },
    email: {
      title: "Nous écrire",
      text: "Réservations, demandes de groupe et questions.",
    },
    visit: {
      title: "Passer sans rendez-vous",
      text: "Au centre-ville, en face du marché. Sans rendez-vous, bienvenue.",
    },
  },
  form: {
    eyebrow: "Envoyer un message",
    title: "Dites-nous ce que vous voulez",
    text: "Une réservation, un cortège de mariage ou un look à essayer : on vous répond dans les 24 heures.",
    firstName: "Prénom",
    lastName: "Nom",
    serviceInterest: "Service souhaité (facultatif)",
    chooseService: "Choisir un service",
    services: {
      classic: "Coupe classique",
      fade: "Dégradé et contour",
      shave: "Rasage à la serviette chaude",
      beard: "Sculpture de barbe",
      kids: "Coupe enfant",
      wedding: "Mariage ou réservation de groupe",
      gift: "Carte-cadeau",
    },
  },
  support: {
    eyebrow: "Soutien",
    title: "D'autres façons de vous aider",
    response: "Réponse habituelle en moins de 2 heures pendant les heures d'ouverture.",
    items: {
      booking: {
        title: "Modifier une réservation",
        text: "En retard ou besoin d'une autre journée ? Appelez et on déplace votre fauteuil, sans frais.",
        action: "Appeler le salon",
      },
      groups: {
        title: "Mariages et groupes",
        text: "Quatre fauteuils ou plus, sur place ou au salon, planifiés avec vous des semaines d'avance.",
        action: "Écrire au salon",
      },
      gifts: {
        title: "Cartes-cadeaux et produits",
        text: "Des cartes-cadeaux pour tous les services, et les produits de soin qu'on utilise, au comptoir.",
        action: "Voir les services et les prix",
      },
    },
  },
  cta: {
    title: "Vous préférez passer sans rendez-vous ?",
    text: "Sans rendez-vous, bienvenue du lundi au samedi. Rencontrez d'abord les barbiers, ou voyez ce qu'on a fait pour d'autres.",
    primary: "Rencontrer les barbiers",
    secondary: "Voir nos réalisations",
  },
};
