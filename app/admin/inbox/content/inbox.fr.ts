import type { Translation } from "../../../lib/text-path";
import type { inboxEn } from "./inbox.en";

export const inboxFr: Translation<typeof inboxEn> = {
  meta: {
    title: "Demandes de soumission",
    description: "La boîte de réception des demandes de soumission, pour le propriétaire du site.",
  },
  eyebrow: "Propriétaire",
  title: "Demandes de soumission",
  intro:
    "Chaque demande de soumission envoyée par le site, conservée sur ce serveur, quel que soit le sort de son courriel.",
  gate: {
    checking: "Vérification de votre connexion…",
    signedOut:
      "Cette page est réservée au propriétaire du site. Connectez-vous pour voir les demandes de soumission.",
    login: "Se connecter",
    static:
      "Les demandes de soumission ne sont conservées que lorsque le site tourne sur son propre serveur (npm start). Sur cet hébergement, elles arrivent seulement par courriel.",
    unreachable:
      "Le serveur du site n’a pas répondu. Vérifiez votre connexion et rechargez la page.",
    loadFailed:
      "Les demandes de soumission n’ont pas pu être chargées. Vérifiez votre connexion et réessayez.",
    retry: "Réessayer",
  },
  toolbar: {
    search: "Rechercher",
    searchPlaceholder: "Nom, courriel, téléphone, message…",
    state: "État",
    all: "Toutes ({count})",
    stateOption: "{state} ({count})",
    csv: "Télécharger le CSV",
    shown: "{shown} demandes sur {total}",
    empty:
      "Aucune demande de soumission pour l’instant. Elles s’affichent ici dès qu’un visiteur en envoie une.",
    noMatch: "Aucune demande ne correspond à cette recherche.",
    retention:
      "Les demandes de plus de {months} mois sont supprimées automatiquement, une fois par jour, comme l’indique la page de confidentialité.",
  },
  statuses: { new: "Nouvelle", contacted: "Contactée", won: "Gagnée", lost: "Perdue" },
  lead: {
    received: "Reçue",
    contact: "Contact",
    industry: "Secteur",
    project: "Projet",
    template: "Modèle",
    noTemplate: "Aucun choisi",
    language: "Langue",
    languages: { en: "Anglais", fr: "Français" },
    message: "Texte complet du courriel",
    delivery: "Courriel",
    emailjs: {
      sent: "Envoyé par EmailJS",
      failed: "Non envoyé par EmailJS ({detail})",
      pending: "Résultat d’EmailJS non signalé",
    },
    serverMail: "Courriel du serveur",
    smtp: {
      queued: "En attente : envoyé à moins qu’EmailJS ne le livre",
      retrying: "En attente : {attempts} essais ont échoué ({detail}); nouvel essai prévu",
      sent: "Envoyé au studio",
      failed: "Échec après {attempts} essais ({detail})",
      skipped: "Inutile : EmailJS l’a livré",
    },
    mark: "État de la demande de {business}",
    delete: "Supprimer",
  },
  remove: {
    title: "Supprimer la demande de {business}?",
    text: "Elle est retirée de ce serveur pour de bon. Téléchargez d’abord le CSV pour en garder une copie.",
    confirm: "Supprimer la demande",
    cancel: "Annuler",
  },
  status: {
    marked: "{business} : état « {status} ».",
    deleted: "Demande de {business} supprimée.",
    failed: "Le serveur n’a pas enregistré ce changement. Vérifiez votre connexion et réessayez.",
  },
};
