import type { Translation } from "../../../lib/text-path";
import type { cutAboutEn } from "./about.en";

export const cutAboutFr: Translation<typeof cutAboutEn> = {
  hero: {
    eyebrow: "À propos du salon",
    title: "Le métier à l'ancienne, au centre-ville de Sudbury",
    text: "Cut District a ouvert rue Elm en 2024 avec quatre fauteuils et une seule règle : pas de raccourcis. Chaque client a droit à une vraie consultation, une finition soignée et un barbier qui se souvient de ses préférences.",
  },
  mission: {
    eyebrow: "Notre mission",
    title: "Faire du fauteuil la meilleure demi-heure de votre semaine",
    body: [
      "Un bon barbier, c'est plus qu'une coupe. C'est l'endroit d'où l'on ressort un peu plus droit, après une jasette qui n'avait rien à voir avec le travail.",
      "Alors on prend notre temps. On demande avant de couper, on vous dit ce qui repoussera bien, et on garde le salon impeccable, le café chaud et la musique assez basse pour se parler.",
    ],
    achievements: {
      label: "Cut District en chiffres",
      items: [
        { value: "2024", label: "ouverture rue Elm" },
        { value: "40", label: "années d'expérience pour nos quatre barbiers" },
        { value: "9 000+", label: "coupes et rasages depuis l'ouverture" },
        { value: "4,9/5", label: "note moyenne sur plus de 600 avis" },
      ],
    },
  },
  team: {
    eyebrow: "Les barbiers",
    title: "Quatre fauteuils, quatre spécialistes",
    intro:
      "Réservez avec le barbier qui correspond à votre style, ou demandez au comptoir : on sait qui réussit le mieux votre look.",
    years: "{years} ans derrière le fauteuil",
    people: {
      dre: {
        role: "Fondateur et maître barbier",
        specialty: "Coupes classiques et rasages à la serviette chaude",
        bio: "Formé à Montréal, aguerri dans un salon achalandé de Toronto, Dre est revenu chez lui ouvrir Cut District. Il prend encore le premier rendez-vous de chaque matin.",
      },
      nico: {
        role: "Barbier principal",
        specialty: "Dégradés à blanc et tapers",
        bio: "Il a appris les ciseaux auprès de son grand-père à Hamilton, puis il a eu le coup de foudre pour la tondeuse. Ses dégradés sont si fondus qu'on n'en trouve pas la ligne.",
      },
      jay: {
        role: "Barbier",
        specialty: "Coupes texturées et cheveux bouclés",
        bio: "Diplômé de la Laurentienne, Jay coupe les cheveux bouclés et crépus comme ils veulent tomber. Demandez-lui une forme qui a encore fière allure trois semaines plus tard.",
      },
      sam: {
        role: "Barbier et spécialiste de la barbe",
        specialty: "Sculpture de barbe et contours",
        bio: "Des contours nets comme un rasoir et des barbes taillées selon la mâchoire. Sam est aussi le préféré des enfants un peu nerveux à leur première coupe.",
      },
    },
  },
  values: {
    eyebrow: "Nos valeurs",
    title: "Quatre règles maison",
    items: [
      {
        title: "La consultation d'abord",
        description:
          "Chaque visite commence par une conversation sur vos cheveux, votre routine et votre semaine, jamais par la tondeuse.",
      },
      {
        title: "Propre comme une clinique",
        description:
          "Outils désinfectés entre chaque client, capes et bandes de cou neuves, plancher balayé après chaque fauteuil.",
      },
      {
        title: "À l'heure, chaque fois",
        description:
          "Si vous avez réservé pour 10 h, vous vous assoyez à 10 h. Sans rendez-vous ? Bienvenue, et on vous donne l'attente réelle.",
      },
      {
        title: "Ancré au centre-ville",
        description:
          "On achète notre café deux portes plus loin, on vend des marques de soins d'ici et on coupe gratuitement lors de la collecte du refuge au printemps.",
      },
    ],
  },
  cta: {
    title: "Votre fauteuil vous attend",
    text: "Écrivez-nous pour réserver avec votre barbier, ou voyez ce que comprend et coûte chaque service.",
    primary: "Joindre le salon",
    secondary: "Voir les services et les prix",
  },
};
