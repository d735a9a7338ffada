import type { Translation } from "../../../lib/text-path";
import type { miningCommonEn } from "./common.en";

/** Textes communs à toutes les pages du modèle minier : la signature, le pied de page. */
export const miningCommonFr: Translation<typeof miningCommonEn> = {
  tagline: "Services miniers depuis 1974",
  hours: "Lun–ven 8 h–18 h · Sam 9 h–16 h",
  footer: {
    about:
      "Exploration, aménagement minier, traitement du minerai et restauration depuis le bassin de Sudbury, pour des producteurs du Nord de l'Ontario et de 15 pays.",
    addressLabel: "Siège social",
    hoursLines: ["Lun–ven 8 h–18 h", "Sam 9 h–16 h", "Fermé le dimanche"],
    hoursLabel: "Heures de bureau",
    services: {
      exploration: "Exploration et forage",
      development: "Fonçage de puits et aménagement",
      "contract-mining": "Exploitation à contrat",
      processing: "Traitement du minerai",
      electrification: "Électrification des parcs",
      closure: "Environnement et fermeture",
    },
    social: {
      linkedin: "LinkedIn (s'ouvre dans un nouvel onglet)",
      facebook: "Facebook (s'ouvre dans un nouvel onglet)",
      youtube: "YouTube (s'ouvre dans un nouvel onglet)",
    },
    copyright: "© {year} {company}. Tous droits réservés.",
  },
};
