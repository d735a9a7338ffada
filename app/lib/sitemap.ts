import { HREFLANG, localizePath } from "./locale-path";
import { LOCALES, type Locale } from "./storage-keys";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

/**
 * sitemap.xml of `paths` (English paths; each has a French twin under /fr):
 * one <url> per page and language, each naming both languages and the
 * x-default (English) as alternates.
 */
export function sitemapXml(paths: readonly string[], origin: string): string {
  const url = (path: string, locale: Locale) => escapeXml(`${origin}${localizePath(path, locale)}`);
  const entries = paths.flatMap((path) =>
    LOCALES.map((locale) =>
      [
        "  <url>",
        `    <loc>${url(path, locale)}</loc>`,
        ...LOCALES.map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${HREFLANG[other]}" href="${url(path, other)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(path, "en")}"/>`,
        "  </url>",
      ].join("\n"),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything may be crawled (the demo sites say noindex themselves); where the sitemap is. */
export const robotsTxt = (origin: string): string =>
  `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
