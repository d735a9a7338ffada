import { stripLocale } from "./locale-path";
import type { Theme } from "./theme";

/**
 * Which site a page of the template layout belongs to (SPEC §2.1): a main page
 * (/about … /contact) or the sub-page of one template, and which page it is.
 */
export const MAIN_PAGES = ["about", "services", "projects", "news", "contact"] as const;
export type MainPage = (typeof MAIN_PAGES)[number];

export const TEMPLATE_SITES = [
  "modern-mining",
  "modern-construction",
  "premium-construction",
  "cut-district",
] as const;
export type TemplateSite = (typeof TEMPLATE_SITES)[number];

export type SitePage = { site: TemplateSite | "main"; page: string };

/** "/fr/templates/modern-mining/news" -> { site: "modern-mining", page: "news" }. */
export function sitePageOf(pathname: string): SitePage {
  const parts = stripLocale(pathname).split("/").filter(Boolean);
  if (parts[0] === "templates" && (TEMPLATE_SITES as readonly string[]).includes(parts[1] ?? "")) {
    return { site: parts[1] as TemplateSite, page: parts[2] ?? "" };
  }
  return { site: "main", page: parts[0] ?? "" };
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

/** Where a template's own pages live: "" for the main pages, else "/templates/<site>". */
export const siteBase = (site: TemplateSite | "main") =>
  site === "main" ? "" : `/templates/${site}`;
