import type { Translation } from "../../lib/text-path";
import type { homePromisesEn } from "./home-promises.en";

export const homePromisesFr: Translation<typeof homePromisesEn> = {
  title: "Ce à quoi nous nous engageons",
  items: [
    {
      title: "Une réponse en un jour ouvrable",
      text: "Les personnes qui bâtiront votre site lisent votre demande et y répondent elles-mêmes.",
    },
    {
      title: "Un prix écrit avant de commencer",
      text: "Vous voyez ce qui est compris avant que le travail commence. Si la portée change, on s'entend d'abord.",
    },
    {
      title: "Votre site vous appartient",
      text: "Votre domaine, vos textes, vos images et le code du site restent à vous. Rien à louer.",
    },
    {
      title: "Rapide et bilingue, vérifié",
      text: "Chaque page est livrée en français et en anglais, et testée sur une connexion mobile lente avant la mise en ligne.",
    },
  ],
};
