import type { Translation } from "../../lib/text-path";
import type { galleryDialogsEn } from "./gallery-dialogs.en";

export const galleryDialogsFr: Translation<typeof galleryDialogsEn> = {
  compare: {
    title: "Comparer les modèles",
    close: "Fermer la comparaison",
    remove: "Retirer {title}",
    emptyTitle: "Aucun modèle à comparer",
    emptyText: "Choisissez des modèles dans la galerie pour les comparer côte à côte",
    tablet: "Aperçu tablette de {title}",
    phone: "Aperçu téléphone de {title}",
    fields: {
      industry: "Secteur",
      style: "Style",
      difficulty: "Niveau",
      motion: "Animation",
      tags: "Mots-clés",
      highlights: "Points forts",
      metrics: "Chiffres",
    },
  },
  preview: {
    title: "Aperçu : {title}",
    close: "Fermer l'aperçu",
    devices: "Taille d'écran",
    desktop: "Ordinateur",
    tablet: "Tablette",
    phone: "Téléphone",
    previous: "Modèle précédent",
    next: "Modèle suivant",
    quote: "Obtenir une soumission pour ce modèle",
    newTab: "Ouvrir dans un nouvel onglet",
    brandLabel: "Voyez-le avec le nom de votre entreprise",
    brandPlaceholder: "Nom de votre entreprise",
    address: "Page affichée",
    frame: "Aperçu en direct de {title} à {width} px",
  },
};
