// The app's modules the Node server runs too, built beside the site at the end of every
// `react-router build`: <build>/server/lead-post.js, the quote form's own rule for a lead
// (app/lib/lead/lead-post.ts), so the browser and the server judge a lead alike, and
// <build>/server/publish-post.js, the copy editor's edit set and versions, publish-translation.js
// and translation-service.js, the French of a version's English-only texts (issue 36).
// The server loads it at start-up (server/main.js, serverModule()).
import { join, resolve } from "node:path";
import { build } from "vite";

const ROOT = resolve(import.meta.dirname, "..");

/** Each module's name in <build>/server/ and its source. */
export const SERVER_MODULES = {
  "lead-post": "app/lib/lead/lead-post.ts",
  "publish-post": "app/lib/publish/publish-post.ts",
  "publish-translation": "app/lib/publish/publish-translation.ts",
  "translation-service": "scripts/translation-service.ts",
  "brand-names": "app/templates/brand-names.ts",
};

/**
 * @param {string} buildDir  the build's folder (build/, build-test/ …)
 */
export async function buildServerModules(buildDir) {
  await build({
    configFile: false,
    root: ROOT,
    logLevel: "warn",
    build: {
      ssr: true,
      outDir: join(resolve(buildDir), "server"),
      emptyOutDir: true,
      minify: false,
      copyPublicDir: false,
      rollupOptions: {
        input: Object.fromEntries(
          Object.entries(SERVER_MODULES).map(([name, file]) => [name, join(ROOT, file)]),
        ),
        output: { format: "esm", entryFileNames: "[name].js" },
      },
    },
    // Bundled whole: the server reads nothing of the app's from node_modules.
    ssr: { noExternal: true },
  });
}
