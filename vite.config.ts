import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { copyFields } from "./scripts/copy-fields-plugin.ts";
import { publishedEdits } from "./scripts/published-edits-plugin.ts";
import { keepRenderBuild } from "./scripts/render-build-plugin.ts";
import { routePatterns } from "./scripts/route-patterns-plugin.ts";

const SHELL =
  /\/app\/(content\/|i18n\/(?!system)|theme\/|admin\/(AdminProvider|useAdmin|editor-slot)\.|site\.config|lib\/(storage|storage-keys|theme|locale-path|text-path|page-meta|published-copy|when-idle)\.ts|ui\/(button-styles|ActionButton|SubmitButton|useCodeReady|Icon|LineIcon|icon-paths|ScrollToTop|scroll-anchor|useScrolledPast|useHydrated|useMenuDisclosure|MenuDisclosure|SystemMessage|ReloadButton|stale-deploy)\.tsx?|studio\/BrandMark\.tsx|quote\/QuoteProvider|welcome\/WelcomeGate|templates\/frame\/FrameBridgeGate)/;

/**
 * react-dom's own entry, which the app's entry and the copy editor's drag and
 * drop share: kept in the shell rather than in a first-load file of its own.
 */
const REACT_DOM_ENTRY = /\/node_modules\/react-dom\/(index|cjs\/react-dom\.production)\.js$/;
const inShell = (id: string) => SHELL.test(id) || REACT_DOM_ENTRY.test(id);

/**
 * The template manifest with the record and brand of every site it lists: each page that looks
 * a site up (its layout route, the gallery, the portfolio) needs all of them, in one file that
 * names no site.
 */
const TEMPLATE_MANIFEST = /\/app\/templates\/(manifest|template-site|[^/]+\/(site|brand))\.ts$/;

/** A template site's folder, for a module inside one (not the folders its sites share). */
const SITE_FOLDER = /\/app\/templates\/(?!shared\/|main\/|frame\/|content\/)([^/]+)\//;

/**
 * Chunks of a site's pages, route modules included, carry the site's name ("mining-about-….js"), so
 * which site's code a page loads can be read off the network.
 */
const chunkFileName = ({
  name,
  facadeModuleId,
  moduleIds,
}: {
  name: string;
  facadeModuleId: string | null;
  moduleIds: string[];
}) => {
  // A module that pages import too (a site's gallery card) makes a chunk without a facade.
  const folders = new Set(
    (facadeModuleId ? [facadeModuleId] : moduleIds).map((id) => SITE_FOLDER.exec(id)?.[1]),
  );
  const [folder] = folders;
  return folders.size === 1 && folder && !name.startsWith(`${folder}-`)
    ? `assets/${folder}-[name]-[hash].js`
    : "assets/[name]-[hash].js";
};

/**
 * Chunks that every page has loaded and run before any of its code can import another: a
 * dynamic import's preload list leaves them out (they would only be looked up and skipped),
 * which keeps those lists, and every chunk that carries one, shorter.
 */
const STARTED = /^assets\/(shell|rolldown-runtime)-/;

const reactRouterProduction = (entry: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${entry}`, import.meta.url));

/**
 * React Router's package points every import at its development build, warnings included
 * (remix-run/react-router#14102). Its production build ships beside it: builds use that,
 * while the dev server keeps the warnings.
 */
const reactRouterProductionBuild: Plugin = {
  name: "react-router-production-build",
  apply: "build",
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
        { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
      ],
    },
  }),
};

export default defineConfig({
  plugins: [
    reactRouterProductionBuild,
    tailwindcss(),
    keepRenderBuild(),
    reactRouter(),
    publishedEdits(),
    copyFields(),
    routePatterns(),
  ],
  build: {
    // Inlined data: URIs would need a looser Content-Security-Policy.
    assetsInlineLimit: 0,
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((dep) => !STARTED.test(dep)),
    },
    rolldownOptions: {
      output: {
        chunkFileNames: chunkFileName,
        entryFileNames: chunkFileName,
        codeSplitting: {
          // The site shell that every page needs on first load, as one file instead of
          // a dozen tiny ones: fewer requests and less per-file overhead.
          groups: [
            { name: "shell", test: inShell, priority: 50 },
            { name: "template-manifest", test: TEMPLATE_MANIFEST, priority: 40 },
          ],
        },
      },
    },
  },
});
