import type { cutContactEn } from "../../content/contact.en";

/** The service-interest choices, by value (their labels: cutContact.form.services). */
export const SERVICE_INTERESTS = [
  "classic",
  "fade",
  "shave",
  "beard",
  "kids",
  "wedding",
  "gift",
] as const satisfies readonly (keyof typeof cutContactEn.form.services)[];
