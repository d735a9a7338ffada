import { robotsTxt } from "../lib/sitemap";
import { siteOrigin } from "../site.config";

/** /robots.txt, prerendered. */
export function loader() {
  return new Response(robotsTxt(siteOrigin), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
