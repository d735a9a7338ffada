import type { LinkDescriptor } from "react-router";
import displayFont from "../assets/fonts/bricolage-grotesque-latin.woff2?url";

/**
 * The studio's heading face, preloaded by the studio's own pages only (its layout route and
 * the gallery): it is `font-display: optional` (app.css), so it must arrive with the page's
 * first paint or it is not shown. The template sites' pages never draw it, so they leave it out.
 */
export const studioFontLinks = (): LinkDescriptor[] => [
  { rel: "preload", href: displayFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];
