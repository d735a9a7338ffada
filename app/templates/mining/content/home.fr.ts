import type { Translation } from "../../../lib/text-path";
import type { miningHomeEn } from "./home.en";

/** L'accueil du modèle minier. */
export const miningHomeFr: Translation<typeof miningHomeEn> = {
  hero: {
    eyebrow: "Sudbury (Ontario) · Depuis 1974",
    title: "Une exploitation minière sûre et responsable, du bassin de Sudbury au monde entier",
    text: "Nous fonçons des puits, aménageons des mines souterraines et restaurons les terrains par la suite, pour des producteurs du Nord de l'Ontario et de 15 pays. Cinquante ans plus tard, notre mesure n'a pas changé : tout le monde rentre à la maison.",
    primary: "Demander une consultation",
    secondary: "Découvrir nos services",
    proof: "Certifiée ISO 45001 · Équipes de sauvetage minier en service 24 h sur 24",
  },
};
