import { defineCopy } from "../../content/registry";
import { galleryDialogsEn } from "./gallery-dialogs.en";
import { galleryDialogsFr } from "./gallery-dialogs.fr";

/** The preview dialog's and the comparison's words: they load with those dialogs, not the gallery. */
export const galleryDialogsCopy = defineCopy("galleryDialogs", "templates", {
  en: galleryDialogsEn,
  fr: galleryDialogsFr,
});
