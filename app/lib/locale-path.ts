import type { Locale } from "./storage-keys";

const FR_PREFIX = "/fr";

/** The hreflang of each language (Canadian English and French). */
export const HREFLANG: Record<Locale, string> = { en: "en-CA", fr: "fr-CA" };

export function localeFromPath(pathname: string): Locale {
  return pathname === FR_PREFIX || pathname.startsWith(`${FR_PREFIX}/`) ? "fr" : "en";
}

/** The path without its language prefix: "/fr/about" -> "/about", "/fr" -> "/". */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === "en") return pathname || "/";
  const rest = pathname.slice(FR_PREFIX.length);
  return rest === "" ? "/" : rest;
}

/**
 * The same page in `locale`. Accepts a path that may carry a query and hash:
 * "/templates?q=x#top" -> "/fr/templates?q=x#top". External and non-path
 * targets (tel:, mailto:, https:, #hash) are returned unchanged.
 */
export function localizePath(target: string, locale: Locale): string {
  if (!target.startsWith("/") || target.startsWith("//")) return target;
  const match = /^([^?#]*)(.*)$/.exec(target);
  const pathname = match?.[1] ?? target;
  const suffix = match?.[2] ?? "";
  const base = stripLocale(pathname);
  if (locale === "en") return `${base}${suffix}`;
  return `${base === "/" ? FR_PREFIX : `${FR_PREFIX}${base}`}${suffix}`;
}

export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "fr" : "en");
