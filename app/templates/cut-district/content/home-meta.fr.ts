import type { Translation } from "../../../lib/text-path";
import type { cutHomeMetaEn } from "./home-meta.en";

/** Le <title> et la description du site d'une page du salon de barbier, en français. */
export const cutHomeMetaFr: Translation<typeof cutHomeMetaEn> = {
  title: "Cut District : salon de barbier au centre-ville de Sudbury",
  description:
    "Cut District, un modèle de salon de barbier de {brand} : coupes dès 32 $, dégradés, barbes, rasage à la serviette chaude, quatre barbiers, une galerie et des demandes de rendez-vous.",
};
