import { localeFromPath, localizePath, stripLocale } from "./locale-path";
import type { Locale } from "./storage-keys";
import { format } from "./text-path";

export type MetaTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string };

/**
 * Title, description, Open Graph, canonical and hreflang alternates for one
 * page. `path` is the page's current pathname (either language); "{brand}"
 * in the title or description becomes the brand name.
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
  const tags: MetaTag[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:locale", content: locale === "fr" ? "fr_CA" : "en_CA" },
    { property: "og:type", content: "website" },
  ];
  if (!indexable) return [...tags, { name: "robots", content: "noindex" }];
  return [
    ...tags,
    { tagName: "link", rel: "canonical", href: url(locale) },
    { tagName: "link", rel: "alternate", hrefLang: "en-CA", href: url("en") },
    { tagName: "link", rel: "alternate", hrefLang: "fr-CA", href: url("fr") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("en") },
  ];
}
