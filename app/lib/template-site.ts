import { stripLocale } from "./locale-path";
import type { Theme } from "./theme";

/**
 * Which site a page of the template layout belongs to (SPEC §2.1): a main page
 * (/about … /contact) or the sub-page of one template, and which page it is.
 */
export const MAIN_PAGES = ["about", "services", "projects", "news", "contact"] as const;
export type MainPage = (typeof MAIN_PAGES)[number];

/** `slug` is null on the main pages. */
export type SitePath = { slug: string | null; page: string };

/**
 * "/fr/templates/<slug>/news" -> { slug, page: "news" } when `slugs` knows the
 * slug; any other path is a main page: "/about" -> { slug: null, page: "about" }.
 */
export function sitePathOf(pathname: string, slugs: readonly string[]): SitePath {
  const parts = stripLocale(pathname).split("/").filter(Boolean);
  if (parts[0] === "templates" && slugs.includes(parts[1] ?? "")) {
    return { slug: parts[1]!, page: parts[2] ?? "" };
  }
  return { slug: null, page: parts[0] ?? "" };
}

export function isMainPage(page: string): page is MainPage {
  return (MAIN_PAGES as readonly string[]).includes(page);
}

/**
 * SPEC §2.1: the main pages show the construction variant when the effective
 * theme is premium, and the mining variant for any other value.
 */
export type MainVariant = "mining" | "construction";
export const mainVariantFor = (theme: Theme): MainVariant =>
  theme === "premium" ? "construction" : "mining";

/** Where a site's own pages live: "" for the main pages, else "/templates/<slug>". */
export const siteBase = (slug: string | null) => (slug ? `/templates/${slug}` : "");
