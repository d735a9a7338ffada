import { HREFLANG, localeFromPath, localizePath, stripLocale } from "./locale-path";
import { INDEXABLE_PATHS } from "./route-pages";
import type { Locale } from "./storage-keys";
import { format } from "./text-path";

/** The share image of each family of pages (public/share/, 1200 × 630, `npm run share-images`). */
const SHARE_IMAGES = {
  studio: "/share/studio.jpg",
  process: "/share/process.jpg",
  portfolio: "/share/portfolio.jpg",
  templates: "/share/templates.jpg",
} as const;

/** Which share image a page gets: its own family's, or the gallery's for a template site. */
export function shareImageOf(path: string): string {
  const [first = ""] = stripLocale(path).split("/").filter(Boolean);
  if (first === "process" || first === "portfolio") return SHARE_IMAGES[first];
  if (first === "" || first === "privacy" || first === "terms" || first === "404") {
    return SHARE_IMAGES.studio;
  }
  return SHARE_IMAGES.templates;
}

/** True for the studio's own pages, in either language (lib/route-pages.ts). */
export const isIndexablePath = (path: string): boolean =>
  INDEXABLE_PATHS.includes(stripLocale(path).replace(/(.)\/$/, "$1"));

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string };

/**
 * Title, description, Open Graph and Twitter cards, canonical and hreflang
 * alternates for one page. `path` is the page's current pathname (either
 * language); "{brand}" in the title or description becomes the brand name.
 * Only the studio's own pages are indexable ({@link isIndexablePath}): the
 * template sites are fictional businesses, and say `noindex`.
 */
export function pageMeta({
  path,
  title,
  description,
  brand,
  origin,
  indexable = true,
}: {
  path: string;
  title: string;
  description: string;
  brand: string;
  origin: string;
  indexable?: boolean;
}): MetaTag[] {
  const locale: Locale = localeFromPath(path);
  const base = stripLocale(path);
  const url = (target: Locale) => `${origin}${localizePath(base, target)}`;
  const fullTitle = `${format(title, { brand })} | ${brand}`;
  description = format(description, { brand });
  const image = `${origin}${shareImageOf(path)}`;
  const tags: MetaTag[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url(locale) },
    { property: "og:site_name", content: brand },
    { property: "og:locale", content: locale === "fr" ? "fr_CA" : "en_CA" },
    { property: "og:locale:alternate", content: locale === "fr" ? "en_CA" : "fr_CA" },
    { property: "og:type", content: "website" },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (!indexable || !isIndexablePath(path))
    return [...tags, { name: "robots", content: "noindex" }];
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url(locale) },
    { tagName: "link", rel: "alternate", hrefLang: HREFLANG.en, href: url("en") },
    { tagName: "link", rel: "alternate", hrefLang: HREFLANG.fr, href: url("fr") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("en") },
  ];
}
