/**
 * The origins the client may connect to beyond its own and EmailJS's: the
 * translation service's (VITE_TRANSLATE_URL), when one is configured. The
 * client build writes them to `csp.json` next to `client/` (not served), and
 * the production server adds them to the CSP's connect-src (server/app.js);
 * no other origin is added. A URL that is not https stops the build.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/** The https origin of a configured translation URL; throws on anything else. */
export function translateOrigin(url: string | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`VITE_TRANSLATE_URL is not a URL: ${url}`);
  }
  if (parsed.protocol !== "https:") {
    throw new Error(`VITE_TRANSLATE_URL must be an https URL: ${url}`);
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
