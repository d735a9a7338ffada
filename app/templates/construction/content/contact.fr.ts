import type { Translation } from "../../../lib/text-path";
import type { constructionContactEn } from "./contact.en";

/** La page Nous joindre du modèle de construction. */
export const constructionContactFr: Translation<typeof constructionContactEn> = {
  hero: {
    eyebrow: "Nous joindre",
    title: "Planifions votre projet",
    text: "Appelez le bureau, écrivez-nous ou remplissez le formulaire ci-dessous. Un chargé de projet vous répond dans les 24 heures, et la ligne d'urgence répond jour et nuit.",
  },
  info: {
    eyebrow: "Joindre le bureau",
    title: "Parlez aux gens qui bâtissent",
    intro:
      "Pas de centre d'appels ni de numéro de dossier : c'est le bureau de Sudbury qui répond, et la personne au bout du fil peut fixer la visite de votre terrain.",
    phone: {
      title: "Appeler le bureau",
      note: "Un chargé de projet répond pendant les heures de bureau.",
    },
    email: {
      title: "Nous écrire",
      note: "Plans, photos et questions bienvenus. Réponse dans les 24 heures.",
    },
    office: {
      title: "Passer au bureau",
      note: "Venez voir nos finis et nos échantillons, ou prenez rendez-vous pour revoir vos plans avec nous.",
    },
    hours: {
      title: "Heures de bureau",
      days: [
        { day: "Du lundi au vendredi", time: "7 h – 17 h" },
        { day: "Samedi", time: "Sur rendez-vous" },
        { day: "Dimanche et jours fériés", time: "Fermé" },
      ],
    },
    emergency: {
      eyebrow: "Ligne d'urgence 24/7",
      title: "Dégâts de tempête, tuyau éclaté, toit qui a cédé ?",
      text: "Appelez à toute heure, tous les jours. En dehors des heures de bureau, faites le 1 pour joindre le chef d'équipe de garde : une équipe est en route en moins de deux heures partout dans le Grand Sudbury.",
      call: "Appeler le {phone}",
    },
  },
  area: {
    eyebrow: "Territoire desservi",
    title: "Nous bâtissons partout dans le Nord de l'Ontario",
    intro:
      "Nos équipes vivent et travaillent dans le Grand Sudbury. De là, nous construisons et rénovons dans un rayon de 150 km, et nous acceptons des projets commerciaux et institutionnels jusqu'à 250 km.",
    mapLabel:
      "Carte du territoire desservi : Sudbury au centre de trois cercles de 50, 150 et 250 km dans le Nord de l'Ontario, d'Elliot Lake et de l'île Manitoulin à l'ouest jusqu'à North Bay à l'est, Parry Sound au sud et Timmins au nord.",
    ring: "{km} km",
    zones: {
      home: {
        title: "Grand Sudbury",
        note: "Notre port d'attache. Tous les types de projets, et une équipe d'urgence en moins de deux heures, jour et nuit.",
      },
      regular: {
        title: "Dans un rayon de 150 km",
        note: "Maisons sur mesure, rénovations et travaux commerciaux, avec une visite du terrain dans la semaine.",
      },
      extended: {
        title: "Dans tout le Nord, jusqu'à 250 km",
        note: "Projets commerciaux et institutionnels, sur entente.",
      },
    },
    places: {
      sudbury: "Sudbury",
      lively: "Lively",
      chelmsford: "Chelmsford",
      "val-caron": "Val Caron",
      capreol: "Capreol",
      coniston: "Coniston",
      espanola: "Espanola",
      "french-river": "Rivière-des-Français",
      "sturgeon-falls": "Sturgeon Falls",
      "north-bay": "North Bay",
      "elliot-lake": "Elliot Lake",
      manitoulin: "Île Manitoulin",
      "parry-sound": "Parry Sound",
      temiskaming: "Temiskaming Shores",
      "kirkland-lake": "Kirkland Lake",
      timmins: "Timmins",
    },
    water: {
      huron: "Lac Huron",
      georgian: "Baie Georgienne",
    },
    outside:
      "Votre chantier est plus loin ? Demandez-nous : nous vous dirons franchement si nous sommes la bonne équipe.",
  },
  form: {
    eyebrow: "Écrivez-nous",
    title: "Parlez-nous de votre projet",
    text: "Quelques lignes suffisent : ce que vous voulez bâtir ou réparer, où et quand. Nous répondons dans les 24 heures.",
    next: {
      title: "Et ensuite ?",
      steps: [
        {
          title: "Réponse dans les 24 heures",
          body: "Un chargé de projet lit votre message et vous rappelle ou vous écrit avec les questions qui comptent.",
        },
        {
          title: "Visite de votre terrain",
          body: "Nous parcourons le terrain ou le bâtiment avec vous, prenons les mesures et écoutons comment vous voulez y vivre ou y travailler.",
        },
        {
          title: "Un prix ferme",
          body: "Une soumission écrite où chaque allocation est détaillée, gratuite et sans engagement.",
        },
      ],
    },
  },
  cta: {
    title: "Vous préférez en parler ?",
    text: "Appelez le bureau et parlez à un chargé de projet dès aujourd'hui, ou découvrez ce que nous avons bâti dans le Nord.",
    call: "Appeler le {phone}",
    secondary: "Voir nos réalisations",
  },
};
