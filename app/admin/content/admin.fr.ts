import type { Translation } from "../../lib/text-path";
import type { adminEn } from "./admin.en";

export const adminFr: Translation<typeof adminEn> = {
  login: {
    title: "Connexion administrateur",
    intro: "Connectez-vous pour modifier les textes du site dans ce navigateur.",
    password: "Mot de passe",
    submit: "Se connecter",
    checking: "Vérification…",
    incorrect: "Mot de passe incorrect",
    wait: "Trop d’essais erronés. Réessayez dans {seconds} s.",
    notConfigured:
      "La modification n’est pas configurée sur ce site : la version publiée n’a pas de mot de passe administrateur. La section « Copy editor » du README explique comment en définir un.",
    unsupported:
      "Ce navigateur ne peut pas vérifier le mot de passe sur cette page : ouvrez le site en HTTPS (ou sur localhost).",
    storageUnavailable:
      "La modification est indisponible dans ce navigateur : il ne permet pas au site d’enregistrer quoi que ce soit (navigation privée, ou stockage bloqué ou plein), vos modifications ne pourraient donc pas être conservées.",
    note: "Un outil pratique pour modifier les textes dans votre propre navigateur, pas un contrôle d’accès : les modifications restent dans ce navigateur jusqu’à ce que vous les exportiez.",
    introServer:
      "Connectez-vous en tant que propriétaire du site pour modifier ses textes et lire les demandes de soumission.",
    noteServer:
      "Votre session prend fin après 8 heures sans utilisation, et quand vous vous déconnectez. Les modifications de textes restent dans ce navigateur jusqu’à ce que vous les exportiez.",
    unreachable:
      "Le serveur du site n’a pas répondu. Vérifiez votre connexion et réessayez; votre mot de passe n’a été envoyé à personne d’autre.",
    retry: "Réessayer",
    notSetUp:
      "Le mot de passe du propriétaire n’est pas encore configuré. Au démarrage, le serveur a écrit dans son journal un lien de configuration à usage unique; ouvrez ce lien, ou lancez « npm run owner:password » sur le serveur.",
  },
  setup: {
    title: "Configurer le mot de passe du propriétaire",
    intro:
      "Choisissez le mot de passe qui connecte le propriétaire du site. Ce lien ne fonctionne qu’une fois, dans l’heure qui suit le démarrage du serveur.",
    password: "Nouveau mot de passe",
    hint: "Au moins {min} caractères. Quelques mots sans lien entre eux sont faciles à retenir et difficiles à deviner.",
    repeat: "Répétez le mot de passe",
    submit: "Définir le mot de passe",
    sending: "Enregistrement…",
    problems: {
      "too-short": "Utilisez au moins {min} caractères.",
      "too-long": "Utilisez au plus 256 caractères.",
      mismatch: "Les deux mots de passe diffèrent.",
      link: "Ce lien de configuration a expiré ou a déjà servi. Redémarrez le serveur pour en obtenir un nouveau, ou lancez « npm run owner:password » sur le serveur.",
      "owner-exists":
        "Le mot de passe du propriétaire est déjà défini. Fermez cette fenêtre et connectez-vous.",
      unreachable: "Le serveur du site n’a pas répondu. Vérifiez votre connexion et réessayez.",
    },
  },
  dashboard: {
    title: "Éditeur de textes",
    editMode: "Mode édition",
    editModeHint:
      "Affiche un crayon à côté de chaque texte et une barre d’outils sur chaque section.",
    countsTitle: "Modifications dans ce navigateur",
    language: "Langue",
    languages: { en: "anglais", fr: "français" },
    pages: "Pages modifiées",
    sections: "Sections modifiées",
    fields: "Champs modifiés",
    exportTitle: "Exporter",
    exportHint:
      "Télécharge les modifications en {language}, pour les conserver, les partager ou les publier avec le site.",
    json: "JSON",
    csv: "CSV",
    text: "Texte brut",
    copyTitle: "Copier les modifications d’une page",
    page: "Page",
    noPages: "Aucune page n’a encore de modifications dans cette langue.",
    copy: "Copier",
    copied: "Copié",
    copyFailed:
      "Le presse-papiers a refusé le texte (le navigateur ne le permet peut-être pas ici). Utilisez plutôt Exporter.",
    importTitle: "Importer",
    importHint:
      "Un fichier JSON exporté depuis ce tableau de bord. Rien n’est appliqué si quoi que ce soit y est erroné.",
    importButton: "Importer un JSON",
    tooLarge: "Le fichier dépasse 1 Mo.",
    imported: "{count} modifications importées.",
    importFailed: "Rien n’a été importé :",
    importTooMany:
      "Avec ce fichier, ce navigateur contiendrait {count} modifications, plus que les {max} permises au total. Réinitialisez des modifications (après les avoir exportées) ou importez un fichier plus petit.",
    importTooLarge:
      "Avec ce fichier, les modifications occuperaient {size} ko, plus que les {max} ko permis. Réinitialisez des modifications (après les avoir exportées) ou importez un fichier plus petit.",
    backupTitle: "Modifications illisibles",
    backupText:
      "Une partie des modifications enregistrées dans ce navigateur n’a pas pu être lue (elles ont été changées hors de l’éditeur, ou dépassent les limites). Les modifications lisibles sont affichées ; le texte enregistré est conservé en copie de secours jusqu’à ce que vous la supprimiez. Téléchargez-la pour la garder.",
    backupDownload: "Télécharger la copie de secours",
    backupDiscard: "Supprimer la copie de secours",
    inbox: "Demandes de soumission",
    inboxHint: "Chaque demande envoyée par le site, avec son état et la livraison de son courriel.",
    ownerPages: "Pages du propriétaire",
    versions: "Versions publiées",
    versionsHint:
      "Chaque publication de vos modifications : ce que chacune a changé, et la restauration d’une version antérieure.",
    logout: "Se déconnecter",
    close: "Fermer",
  },
  editBar: {
    label: "Éditeur de textes",
    active: "Mode édition actif",
    undo: "Annuler",
    redo: "Rétablir",
    resetAll: "Tout réinitialiser",
    resetAllConfirm:
      "Supprimer les {count} modifications en {language} ? « Annuler » les rétablit.",
    confirm: "Tout réinitialiser",
    cancel: "Annuler",
    dashboard: "Tableau de bord",
    exit: "Quitter le mode édition",
    notSaved:
      "Ce navigateur n’a pas enregistré votre dernière modification : elle reste jusqu’à ce que vous quittiez la page. Exportez vos modifications pour les conserver.",
    backupKept:
      "Une partie des modifications enregistrées dans ce navigateur n’a pas pu être lue. Elle est conservée en copie de secours : ouvrez le tableau de bord pour la télécharger.",
  },
  publish: {
    title: "Publier vos modifications",
    publish: "Publier",
    versions: "Versions",
    note: "Note pour cette version (facultatif)",
    notePlaceholder: "Qu’est-ce qui a changé?",
    confirm: "Publier maintenant",
    unpublished:
      "Pas encore en ligne : {count} de vos modifications. Les visiteurs les verront une fois publiées.",
    upToDate: "Les visiteurs voient toutes vos modifications. Dernière publication : {time}.",
    sending: "Envoi de vos modifications au serveur…",
    queued: "En attente : la publication suivra dès que la précédente sera terminée.",
    building: "Publication en cours : le serveur refait chaque page avec vos modifications…",
    live: "En ligne depuis {time}. Tous les visiteurs voient maintenant vos modifications.",
    failed:
      "La publication a échoué; les visiteurs voient toujours la version précédente : {reason}",
    refused: "Le serveur a refusé ces modifications : {reason}",
    unreachable:
      "Le serveur du site n’a pas répondu. Vos modifications sont gardées dans ce navigateur : réessayez dans un instant.",
  },
  sections: {
    label: "Section « {id} »",
    handle: "Déplacer la section « {id} »",
    options: "Options de la section « {id} »",
    edit: "Modifier la section",
    copyId: "Copier l’identifiant",
    copied: "Identifiant « {id} » copié.",
    copyFailed: "Le presse-papiers a refusé l’identifiant. La section est « {id} ».",
    moveUp: "Monter",
    moveDown: "Descendre",
    delete: "Supprimer la section",
    deleteConfirm:
      "Supprimer la section « {id} » de cette page ? Elle est masquée dans ce navigateur seulement : le site reste tel quel, et vous pourrez la rétablir sous la page.",
    confirmDelete: "Supprimer",
    cancel: "Annuler",
    hiddenTitle: "Sections masquées",
    restore: "Rétablir « {id} »",
    restoreAll: "Rétablir toutes les sections",
    instructions:
      "Pour déplacer une section au clavier, appuyez sur Espace sur sa poignée, déplacez-la avec les flèches, puis appuyez sur Espace pour la déposer, ou sur Échap pour annuler.",
    picked: "Section « {id} » saisie.",
    over: "La section « {id} » est en position {position} sur {count}.",
    dropped: "Section « {id} » déposée en position {position} sur {count}.",
    cancelled: "La section « {id} » n’a pas été déplacée.",
  },
  editor: {
    pencil: "Modifier le texte : {text}",
    title: "Modifier le texte",
    field: "Texte",
    save: "Enregistrer",
    cancel: "Annuler",
    reset: "Réinitialiser ce champ",
    hintLine: "Entrée enregistre, Échap annule.",
    hintLines: "Ctrl+Entrée (⌘+Entrée sur Mac) enregistre, Échap annule.",
    saved: "Enregistré.",
    restored: "Champ rétabli au texte d’origine.",
  },
};
