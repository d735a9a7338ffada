import type { Locale } from "../storage-keys";

/** A moment the server recorded (ISO 8601), as the owner's pages show it: date and time, per language. */
export const ownerTime = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === "fr" ? "fr-CA" : "en-CA", {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(iso));
