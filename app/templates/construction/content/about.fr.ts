import type { Translation } from "../../../lib/text-path";
import type { constructionAboutEn } from "./about.en";

/** La page À propos du modèle de construction. */
export const constructionAboutFr: Translation<typeof constructionAboutEn> = {
  hero: {
    eyebrow: "À propos de Northline Construction",
    title: "Deux générations à bâtir sur le Bouclier",
    text: "Tout a commencé en 1974 avec une équipe familiale de charpentiers et un pick-up à Val Caron. Depuis 1999, c'est Northline Construction : 140 personnes qui bâtissent maisons, cliniques et écoles dans toute la ceinture du nickel, en toute saison.",
  },
  mission: {
    eyebrow: "Notre mission",
    title: "Bâtir pour le sol et les hivers qui sont vraiment les nôtres",
    body: [
      "Dans le Nord de l'Ontario, une maison repose sur le granit, l'argile ou la tourbière, et elle doit rester chaude à −40. Nous concevons la fondation selon le roc trouvé, l'enveloppe selon le froid connu, et l'échéancier selon la saison.",
      "Nous promettons un prix avant de commencer, une seule personne qui répond des travaux, et un bâtiment dont vos petits-enfants seront encore contents.",
    ],
    facts: {
      label: "Northline en chiffres",
      items: [
        { value: "1974", label: "notre première charpente, à Val Caron" },
        { value: "140", label: "personnes à notre emploi" },
        { value: "500+", label: "projets réalisés depuis 1999" },
      ],
    },
  },
  values: {
    eyebrow: "Nos valeurs",
    title: "Quatre valeurs apprises sur le chantier",
    intro:
      "Elles n'ont jamais été écrites pour un mur. C'est ainsi que travaillait la première équipe, et c'est ainsi que nous embauchons encore.",
    items: {
      craft: {
        title: "D'équerre, d'aplomb et honnête",
        body: "Nous bâtissons comme la première équipe charpentait : droit sur la ligne. Et quand quelque chose ne l'est pas, nous le disons.",
      },
      safety: {
        title: "Chaque équipe rentre en sécurité",
        body: "La glace, le roc et l'acier sont prévus avant le premier quart. Sur nos chantiers, chacun peut arrêter les travaux, sans reproche.",
      },
      land: {
        title: "Respect du territoire",
        body: "Nous dynamitons le moins de roc possible, protégeons les rives et les vieux pins, et trions nos déchets pour le recyclage sur chaque chantier.",
      },
      neighbours: {
        title: "Les voisins d'abord",
        body: "Nous embauchons, achetons et faisons affaire dans les villes où nous bâtissons, de Chelmsford à Capreol, et nous répondons encore au téléphone une fois les clés remises.",
      },
    },
  },
  leadership: {
    eyebrow: "Direction",
    title: "Les personnes qui répondent des travaux",
    intro: "Toutes ont commencé sur un chantier. La plupart s'y rendent encore chaque semaine.",
    portrait: "Monogramme : {name}",
    people: {
      "annie-lachance": {
        name: "Annie Lachance",
        role: "Présidente",
        bio: "Charpentière avec l'équipe de son père chaque été dès quinze ans. Ingénieure civile diplômée de la Laurentienne, elle a mené l'entreprise familiale vers l'entrepreneuriat général en 1999.",
      },
      "dave-koskinen": {
        name: "Dave Koskinen",
        role: "Vice-président, Opérations de chantier",
        bio: "Charpentier Sceau rouge, 28 ans sur les chantiers du Nord. Il dirige nos équipes et les abris chauffés qui leur permettent de bâtir en plein janvier.",
      },
      "marie-eve-belanger": {
        name: "Marie-Ève Bélanger",
        role: "Directrice, Préconstruction",
        bio: "Technologue en architecture et estimatrice. Elle transforme les esquisses en prix fermes et a introduit nos relevés par drone et la coordination 3D.",
      },
      "samuel-osei": {
        name: "Samuel Osei",
        role: "Gestionnaire, Santé, sécurité et qualité",
        bio: "Arrivé du génie civil lourd en 2012. Il rédige nos plans de sécurité d'hiver et teste l'étanchéité de chaque maison avant la pose du gypse.",
      },
    },
  },
  timeline: {
    eyebrow: "Notre histoire",
    title: "Cinquante ans depuis la première charpente",
    intro: "D'une équipe familiale à Northline Construction, un hiver à la fois.",
    entries: [
      {
        year: "1974",
        title: "Une équipe familiale de charpentiers",
        description:
          "Réal Lachance et ses deux frères charpentent leur première maison à Val Caron, avec un pick-up, un compresseur emprunté et des chevrons coupés à la main.",
      },
      {
        year: "1985",
        title: "Bâtir en plein hiver",
        description:
          "L'équipe apprend à fermer et à chauffer une charpente en janvier : les familles de Hanmer et de Chelmsford n'attendent plus le printemps pour emménager.",
      },
      {
        year: "1995",
        title: "La relève",
        description:
          "Annie Lachance rejoint l'équipe de son père comme ingénieure. En 1999, l'entreprise familiale devient Northline Construction, entrepreneur général avec un chargé de projet pour chaque chantier.",
      },
      {
        year: "2005",
        title: "Des maisons aux bâtiments publics",
        description:
          "Un agrandissement d'école à Capreol, bâti en un hiver sur des semelles ancrées dans le roc, lance notre division commerciale et institutionnelle.",
      },
      {
        year: "2015",
        title: "Des maisons qui gardent la chaleur",
        description:
          "Notre première maison prête pour la consommation énergétique nette zéro, à Garson. Depuis, chaque maison que nous bâtissons passe un test d'étanchéité avant la pose du gypse.",
      },
      {
        year: "2024",
        title: "Vingt-cinq ans sous le nom Northline",
        description:
          "500 projets de Parry Sound à Timmins, 140 personnes, et une troisième génération de la famille qui apprend à charpenter.",
      },
    ],
  },
  join: {
    title: "Bâtissez votre carrière chez Northline",
    text: "Nous embauchons apprentis, charpentiers, surintendants et estimateurs chaque printemps, et nous formons toute l'année dans notre atelier d'Azilda. Dites-nous ce que vous aimez bâtir.",
    primary: "Contacter notre équipe",
  },
};
