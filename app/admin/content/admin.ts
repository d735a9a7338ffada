import { defineCopy } from "../../content/registry";
import { adminEn } from "./admin.en";
import { adminFr } from "./admin.fr";

export const adminCopy = defineCopy("admin", "admin", { en: adminEn, fr: adminFr });
