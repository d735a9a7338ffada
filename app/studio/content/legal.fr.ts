import type { Translation } from "../../lib/text-path";
import type { legalEn } from "./legal.en";

export const legalFr: Translation<typeof legalEn> = {
  privacy: {
    metaTitle: "Confidentialité",
    metaDescription:
      "Comment {brand} traite les renseignements que vous transmettez au moyen de ce site Web.",
    title: "Confidentialité",
    updated: "Dernière mise à jour : novembre 2026",
    sections: [
      {
        heading: "Ce que nous recueillons",
        body: "Lorsque vous demandez une soumission, nous recevons le nom de votre entreprise, votre secteur d'activité, votre adresse courriel, votre numéro de téléphone et le type de projet, par courriel et sur notre propre serveur. Nous n'utilisons aucun traceur publicitaire.",
      },
      {
        heading: "Durée de conservation",
        body: "Chaque demande de soumission est conservée sur notre propre serveur pendant 24 mois, puis supprimée automatiquement. Demandez-le-nous et nous la supprimerons plus tôt.",
      },
      {
        heading: "Ce qui reste dans votre navigateur",
        body: "Votre choix de langue, le fait que vous ayez vu ou non le message de bienvenue et une demande de soumission inachevée sont conservés dans votre propre navigateur, pour que rien ne se perde. La demande inachevée est effacée dès qu'elle est envoyée ou lorsque vous fermez l'onglet.",
      },
      {
        heading: "Comment nous les utilisons",
        body: "Uniquement pour répondre à votre demande et, si vous devenez client, pour travailler avec vous. Nous ne vendons ni ne partageons jamais vos renseignements.",
      },
      {
        heading: "Questions",
        body: "Écrivez-nous à {email} et nous vous dirons quels renseignements nous détenons à votre sujet, ou nous les supprimerons.",
      },
    ],
  },
  terms: {
    metaTitle: "Conditions d'utilisation",
    metaDescription:
      "Les conditions d'utilisation du site Web de {brand} et de ses modèles de démonstration.",
    title: "Conditions d'utilisation",
    updated: "Dernière mise à jour : novembre 2024",
    sections: [
      {
        heading: "Sites de démonstration",
        body: "Les sites de notre galerie de modèles sont des démonstrations. Les entreprises, les personnes, les prix et les affirmations qu'on y trouve sont fictifs.",
      },
      {
        heading: "Soumissions",
        body: "Une demande de soumission ne constitue pas un contrat. Les prix et les échéanciers sont confirmés par écrit avant le début des travaux.",
      },
      {
        heading: "Contenu",
        body: "Les designs, les illustrations et les textes de ce site appartiennent à {brand}, sauf indication contraire.",
      },
    ],
  },
};
