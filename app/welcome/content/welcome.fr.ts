import type { Translation } from "../../lib/text-path";
import type { welcomeEn } from "./welcome.en";

export const welcomeFr: Translation<typeof welcomeEn> = {
  title: "Bienvenue !",
  text: "Ce site est une vitrine de démonstration. Explorez notre collection de modèles de sites Web haut de gamme",
  dismiss: "Compris ! Allons explorer",
};
