import type { Translation } from "../../../lib/text-path";
import type { versionsEn } from "./versions.en";

export const versionsFr: Translation<typeof versionsEn> = {
  meta: {
    title: "Versions publiées",
    description: "Les versions des textes publiés du site, pour le propriétaire du site.",
  },
  eyebrow: "Propriétaire",
  title: "Versions publiées",
  intro:
    "Chaque publication de vos modifications est une version. Voyez ce que chacune a changé et restaurez-en une plus ancienne : elle est publiée de nouveau, comme nouvelle version.",
  gate: {
    checking: "Vérification de votre connexion…",
    signedOut:
      "Cette page est réservée au propriétaire du site. Connectez-vous pour voir les versions publiées.",
    login: "Se connecter",
    static:
      "Les versions ne sont gardées que lorsque le site tourne sur son propre serveur (npm start). Sur cet hébergement, les modifications arrivent aux visiteurs une fois exportées et le site reconstruit.",
    unreachable:
      "Le serveur du site n’a pas répondu. Vérifiez votre connexion et rechargez la page.",
  },
  list: {
    loadFailed: "Les versions n’ont pas pu être chargées. Vérifiez votre connexion et réessayez.",
    retry: "Réessayer",
    empty:
      "Rien n’est encore publié. Activez le mode édition, modifiez un texte et appuyez sur Publier.",
    version: "Version {id}",
    meta: "{time} · par le propriétaire",
    fields: "{en} textes en anglais et {fr} en français",
    restores: "Restaure la version {id}.",
    failure: "Raison de l’échec : {reason}",
    states: {
      live: "En ligne",
      published: "Publiée",
      queued: "En attente",
      building: "Publication en cours",
      failed: "Échec",
    },
    show: "Voir les changements",
    hide: "Masquer les changements",
    loading: "Chargement des changements…",
    changesFailed: "Les changements n’ont pas pu être chargés. Réessayez.",
    noChanges: "Aucun texte n’a changé par rapport à la version précédente.",
    languages: { en: "Anglais", fr: "Français" },
    before: "Avant",
    after: "Après",
    original: "Le texte d’origine du site",
    machineTitle: "Français écrit par le service de traduction",
    machineHint:
      "Relisez-le : pour corriger un texte, modifiez son français sur la page française et publiez de nouveau.",
    restore: "Restaurer",
    restoreConfirm:
      "Restaurer la version {id}? Ses textes sont publiés de nouveau, comme nouvelle version.",
    confirm: "Restaurer la version {id}",
    cancel: "Annuler",
    restoring: "Nouvelle publication de la version {id}…",
    restored: "La version {id} est restaurée et en ligne.",
    restoreFailed:
      "La restauration a échoué; les visiteurs voient toujours la version précédente : {reason}",
    unreachable: "Le serveur du site n’a pas répondu. Réessayez dans un instant.",
  },
};
