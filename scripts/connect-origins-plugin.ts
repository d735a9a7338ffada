/**
 * The origins the client may connect to beyond its own and EmailJS's: the
 * translation service's (VITE_TRANSLATE_URL), when it is an https URL. The
 * client build writes them to `csp.json` next to `client/` (not served), and
 * the production server adds them to the CSP's connect-src (server/app.js);
 * no other origin is added. A path on the site itself (`/api/translate`, the
 * server's proxy) adds none: connect-src 'self' covers it. Anything else
 * stops the build.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/** A path of the site itself: one leading "/", not "//" (another host), no backslash or space. */
const SAME_ORIGIN_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * The https origin of a configured translation URL, null for none or for a path of
 * the site itself; throws on anything else.
 */
export function translateOrigin(url: string | undefined): string | null {
  if (!url || SAME_ORIGIN_PATH.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`VITE_TRANSLATE_URL is not a URL: ${url}`);
  }
  if (parsed.protocol !== "https:") {
    throw new Error(
      `VITE_TRANSLATE_URL must be an https URL or a path such as /api/translate: ${url}`,
    );
  }
  return parsed.origin;
}

export function connectOrigins(): Plugin {
  let origins: string[] = [];
  return {
    name: "connect-origins",
    configResolved(config) {
      const origin = translateOrigin(config.env.VITE_TRANSLATE_URL as string | undefined);
      origins = origin ? [origin] : [];
    },
    writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      const file = join(dirname(options.dir), "csp.json");
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ connectSrc: origins }, null, 2)}\n`);
    },
  };
}
