import type { Translation } from "../../../lib/text-path";
import type { miningContactEn } from "./contact.en";

/** La page Nous joindre du modèle minier. */
export const miningContactFr: Translation<typeof miningContactEn> = {
  hero: {
    eyebrow: "Nous joindre",
    title: "Parlons de votre projet",
    text: "Siège social à Sudbury, équipes partout dans le Nord. Nous répondons à chaque message dans les 24 heures, les jours ouvrables.",
  },
  info: {
    title: "Pour nous joindre",
    office: "Siège social",
    phone: "Téléphone",
    phoneNote: "Bureau des projets, pendant les heures d'ouverture",
    email: "Courriel",
    emailNote: "Réponse dans les 24 heures",
    hours: "Heures d'ouverture",
    days: [
      { day: "Du lundi au vendredi", time: "8 h à 18 h" },
      { day: "Samedi", time: "9 h à 16 h" },
      { day: "Dimanche", time: "Fermé" },
    ],
  },
  form: {
    title: "Écrivez-nous",
    text: "Parlez-nous de votre site, de votre échéancier et de vos besoins. Plus nous en savons, meilleure sera notre première réponse.",
  },
  departments: {
    title: "Écrivez à la bonne équipe",
    text: "Chaque boîte est lue par les personnes qui peuvent vous répondre.",
    items: {
      projects: {
        name: "Projets et estimation",
        description: "Appels d'offres, portées de travaux et visites de site.",
      },
      safety: {
        name: "Santé et sécurité",
        description: "Données de sécurité, rapports d'incident et sauvetage minier.",
      },
      careers: {
        name: "Carrières",
        description: "Emplois, apprentissages et stages d'alternance travail-études.",
      },
      community: {
        name: "Collectivités et médias",
        description: "Partenariats, commandites et demandes des médias.",
      },
    },
  },
  cta: {
    title: "Un échéancier serré ?",
    text: "Appelez le bureau des projets et parlez à un estimateur dès aujourd'hui.",
    call: "Appeler au {phone}",
    secondary: "Voir nos services",
  },
};
