import type { Translation } from "../../lib/text-path";
import type { welcomeEn } from "./welcome.en";

export const welcomeFr: Translation<typeof welcomeEn> = {
  title: "Bienvenue !",
  text: "Ce site est notre vitrine : chaque modèle est une démo qui fonctionne. Explorez la collection et imaginez-y votre entreprise.",
  dismiss: "Compris ! Allons explorer",
};
