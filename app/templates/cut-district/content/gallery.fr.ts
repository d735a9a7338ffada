import type { Translation } from "../../../lib/text-path";
import type { cutDistrictGalleryEn } from "./gallery.en";

/** How the gallery presents this template (SPEC §3.3), French. */
export const cutDistrictGalleryFr: Translation<typeof cutDistrictGalleryEn> = {
  title: "Cut District",
  industry: "Salon de barbier",
  style: "Audacieux",
  tags: ["Réservation", "Galerie", "Commerce local"],
  highlights: [
    "Prix, équipe et galerie sur une seule page",
    "Formulaire de demande de rendez-vous",
    "Style sombre et tranchant aux accents dorés",
  ],
  coverAlt:
    "La page d'accueil de Cut District : « Coupe nette. Allure impeccable. » en or sur noir, à côté d'un poteau de barbier",
  metrics: { size: "Sections", accessibility: "Accessibilité", languages: "Langues" },
  /** Its card on the studio's portfolio page. */
  portfolio: {
    industry: "Salon de barbier",
    title: "Cut District",
    body: "Un site sombre et soigné pour un salon de barbier : tarifs, équipe, galerie et formulaire de demande de rendez-vous.",
    look: "Style audacieux",
  },
};
