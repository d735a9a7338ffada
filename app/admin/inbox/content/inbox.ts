import { defineCopy } from "../../../content/registry";
import { inboxEn } from "./inbox.en";
import { inboxFr } from "./inbox.fr";

export const inboxCopy = defineCopy("inbox", "admin/leads", { en: inboxEn, fr: inboxFr });
