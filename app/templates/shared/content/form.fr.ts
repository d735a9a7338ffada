import type { Translation } from "../../../lib/text-path";
import type { templateFormEn } from "./form.en";

export const templateFormFr: Translation<typeof templateFormEn> = {
  name: "Nom",
  email: "Courriel",
  company: "Entreprise",
  phone: "Téléphone",
  subject: "Objet",
  message: "Message",
  requiredNote: "Les champs marqués d'un astérisque (*) sont obligatoires.",
  send: "Envoyer le message",
  sentTitle: "Message envoyé",
  sentText: "Merci ! Nous répondons dans les 24 heures, les jours ouvrables.",
  demoNote: "Modèle de démonstration : les messages ne sont envoyés nulle part.",
};
