import type { Translation } from "../../../lib/text-path";
import type { templateStatusEn } from "./status.en";

export const templateStatusFr: Translation<typeof templateStatusEn> = {
  completed: "Terminé",
  "in-development": "En développement",
  operational: "En exploitation",
  planning: "En planification",
  ongoing: "En cours",
  continuous: "Continu",
};
