import type { Translation } from "../../../lib/text-path";
import type { cutServicesEn } from "./services.en";

export const cutServicesFr: Translation<typeof cutServicesEn> = {
  hero: {
    eyebrow: "Services et prix",
    title: "Couper, raser, sculpter, recommencer",
    text: "Quatre services de base, faits dans les règles. Chacun commence par une consultation et se termine par une serviette chaude et un coup d'œil au miroir.",
    primary: "Réserver un fauteuil",
  },
  core: {
    eyebrow: "Services de base",
    title: "Ce qu'on fait de mieux",
    intro:
      "Le prix dépend de la longueur et du détail ; votre barbier vous le confirme avant le premier coup de ciseaux.",
    featuresLabel: "Compris",
    items: {
      classic: {
        title: "Coupe classique",
        price: "30–40 $",
        description:
          "Une coupe aux ciseaux et à la tondeuse adaptée à la forme de votre tête, à votre raie et à votre façon de vous coiffer.",
        features: [
          "Consultation et conseils de style",
          "Shampooing et massage du cuir chevelu",
          "Finition à la serviette chaude sur la nuque",
          "Coiffage pensé pour le refaire à la maison",
        ],
      },
      fade: {
        title: "Dégradé et contour",
        price: "35–45 $",
        description:
          "À blanc, bas, moyen ou haut : un fondu sans démarcation aux contours nets, terminé au rasoir droit.",
        features: [
          "Hauteur du dégradé choisie ensemble",
          "Fondu lisse comme du papier d'aluminium",
          "Contour au rasoir droit",
          "Retouche des contours gratuite pendant 10 jours",
        ],
      },
      shave: {
        title: "Rasage à la serviette chaude",
        price: "25–35 $",
        description:
          "Le rituel complet : serviettes chaudes, huile de prérasage, mousse riche et rasoir droit à lame unique, puis une serviette froide pour finir.",
        features: [
          "Deux serviettes chaudes et huile de prérasage",
          "Rasage au rasoir droit, dans le sens du poil et à rebrousse-poil",
          "Serviette froide et baume après-rasage",
          "Option pour peau sensible",
        ],
      },
      beard: {
        title: "Sculpture de barbe",
        price: "20–30 $",
        description:
          "Forme, longueur et une ligne nette à la joue et au cou, pour une barbe soignée sous tous les angles.",
        features: [
          "Forme adaptée à votre mâchoire",
          "Travail à la tondeuse et aux ciseaux",
          "Serviette chaude et contours au rasoir",
          "Huile à barbe et conseils d'entretien",
        ],
      },
    },
  },
  process: {
    eyebrow: "Le déroulement d'une visite",
    title: "Quatre étapes, sans se presser",
    steps: [
      {
        title: "Consulter",
        description:
          "Photos bienvenues. On parle de vos cheveux, de votre routine et de ce que vous voulez voir dans le miroir.",
      },
      {
        title: "Préparer",
        description:
          "Shampooing, serviette chaude ou huile de prérasage : la peau et les cheveux sont prêts pour une coupe ou un rasage en douceur.",
      },
      {
        title: "Couper",
        description:
          "Votre barbier prend les outils que le style demande et vérifie la longueur et l'équilibre à chaque étape.",
      },
      {
        title: "Finir",
        description:
          "Coiffage, vérification au miroir sous tous les angles et trucs pour garder ce look à la maison.",
      },
    ],
  },
  benefits: {
    eyebrow: "Pourquoi Cut District",
    title: "Les petits détails, chaque fois",
    items: [
      {
        title: "Des barbiers, pas des machines",
        description:
          "Quatre barbiers qualifiés, chacun avec six à quinze ans d'expérience derrière le fauteuil.",
      },
      {
        title: "Sans rendez-vous, bienvenue",
        description:
          "Du lundi au samedi, de 9 h à 19 h, avec un temps d'attente honnête dès la porte.",
      },
      {
        title: "Des prix justes et affichés",
        description:
          "Vous connaissez le prix avant qu'on commence. Rabais étudiant les mercredis et jeudis.",
      },
      {
        title: "Retouches gratuites",
        description:
          "Quelque chose ne tombe pas bien après quelques jours ? Revenez, on corrige, sans frais.",
      },
    ],
  },
  cta: {
    title: "On est prêts quand vous l'êtes",
    text: "Écrivez-nous avec le service qui vous intéresse, ou découvrez les looks dont nos barbiers sont fiers.",
    primary: "Réserver par message",
    secondary: "Voir nos réalisations",
  },
};
