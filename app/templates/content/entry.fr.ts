import type { Translation } from "../../lib/text-path";
import type { templateEntryEn } from "./entry.en";

export const templateEntryFr: Translation<typeof templateEntryEn> = {
  loading: "Chargement du modèle...",
  notFound: "Modèle introuvable",
  notFoundText:
    "Ce modèle n'existe pas ou n'a pas pu être chargé. Vous les trouverez tous dans la galerie.",
  backToGallery: "Parcourir les modèles",
  redirecting: "Redirection vers {title}...",
  redirectHint: "Si rien ne se passe,",
  clickHere: "cliquez ici",
};
