import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { copyFields } from "./scripts/copy-fields-plugin.ts";
import { publishedEdits } from "./scripts/published-edits-plugin.ts";
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
 * The template manifest, what its records import and the loader of their
 * modules: every page that looks a template site up (its routes, the gallery,
 * the portfolio) needs all of it. Each site's meta module stays out: its
 * route loads it (templates/route-meta.ts).
 */
const TEMPLATE_MANIFEST =
  /\/app\/(templates\/(manifest|template-site|page-prefetch|site-modules|shared\/preloadable|main\/variants|[^/]+\/(site|brand))|lib\/template-site)\./;

/**
 * The chrome every template site needs, loaded with the site's own chrome: the
 * navigation pieces of shared/ (Template*, Nav*) and the site base its pages'
 * links start from.
 * The rest of shared/ (bands, forms, icons) travels with the pages that use it.
 */
const TEMPLATE_KIT =
  /\/app\/templates\/(shared\/(Template[A-Z]\w*|Nav[A-Z]\w*|useTemplateNav|nav-links|brand|content\/ui|SiteBase)\.|frame\/preview-brand)/;

/**
 * A template site's own chrome, one file per site folder: the files at the top
 * of its folder, its ui/ and its site-wide copy. Each page folder below it stays
 * a chunk of its own, loaded with its page.
 */
const SITE_CHROME =
  /\/app\/templates\/(?!shared\/|main\/|frame\/|content\/)([^/]+)\/([^/]+\.tsx?$|ui\/|content\/common\.)/;
const siteChunkName = (id: string) => {
  const folder = SITE_CHROME.exec(id)?.[1];
  return folder ? `${folder}-site` : null;
};

/**
 * The main pages' switch between sites (main/): kept out of the kit, so a main
 * page fetches the kit with its chrome, as a template page does.
 */
const MAIN_PAGES = /\/app\/templates\/main\/(?!variants)/;

/**
 * The navigation rule the switch shares with the template kit, in a file of its
 * own: a template page needs the rule, not the main pages' switch.
 */
const TEMPLATE_NAV = /\/app\/lib\/template-nav\./;

/** A template site's folder, for a module inside one (not the folders its sites share). */
const SITE_FOLDER = /\/app\/templates\/(?!shared\/|main\/|frame\/|content\/)([^/]+)\//;

/**
 * Chunks of a site's pages carry the site's name ("mining-AboutPage-….js"), so
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

/** The pieces every footer is built from, studio's and templates' alike (the admin control too). */
const FOOTER_PARTS =
  /\/app\/(ui\/(FooterBaseline|FooterColumn|LegalLinks|SocialLinks|SocialIcon)|admin\/AdminControl)\./;

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
        codeSplitting: {
          // The site shell that every page needs on first load, as one file instead of
          // a dozen tiny ones: fewer requests and less per-file overhead.
          groups: [
            // A module goes to the matching group of highest priority.
            { name: "shell", test: inShell, priority: 50 },
            { name: "template-manifest", test: TEMPLATE_MANIFEST, priority: 40 },
            { name: "main-pages", test: MAIN_PAGES, priority: 35 },
            // Above the main pages' group, which would otherwise take it in as a dependency.
            { name: "template-nav", test: TEMPLATE_NAV, priority: 36 },
            { name: "template-kit", test: TEMPLATE_KIT, priority: 30 },
            // Before the sites' groups, which would otherwise take them in with their footers.
            { name: "footer-parts", test: FOOTER_PARTS, priority: 20 },
            { name: siteChunkName, test: SITE_CHROME, priority: 10 },
          ],
        },
      },
    },
  },
});
