// The not-found pages at the names static hosts serve for an unknown path, written by the
// build (react-router.config.ts, buildEnd) before the headers file. The prerender writes the
// 404 page as `404/index.html` (and `fr/404/index.html`); GitHub Pages, Netlify and
// Cloudflare Pages answer an unknown path with `404.html` at the root (Cloudflare Pages with
// the one nearest the path, so `fr/404.html` serves the French unknown paths), and
// Cloudflare Pages without a root `404.html` answers every unknown path with the home page.
// The included server answers these two files with status 404, as it does the pages they
// copy, and keeps answering unknown paths with the 404 page itself.

import { copyFileSync, existsSync } from "node:fs";
import { join } from "node:path";

/** Each copy the build writes, by path relative to the client build, and the page it copies. */
export const NOT_FOUND_COPIES = Object.freeze({
  "404.html": "404/index.html",
  "fr/404.html": "fr/404/index.html",
});

/**
 * Copies the prerendered not-found pages of a client build to the names static hosts look
 * for; a page the build does not have is skipped.
 * @param {string} root  the client build
 * @returns {string[]}  the copies written, relative to root
 */
export function writeNotFoundPages(root) {
  /** @type {string[]} */
  const written = [];
  for (const [copy, page] of Object.entries(NOT_FOUND_COPIES)) {
    const source = join(root, ...page.split("/"));
    if (!existsSync(source)) continue;
    copyFileSync(source, join(root, ...copy.split("/")));
    written.push(copy);
  }
  return written;
}
