import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const SHELL =
  /\/app\/(content\/|i18n\/(?!system)|theme\/|admin\/|site\.config|boot-script|lib\/(storage|storage-keys|theme|locale-path|text-path|page-meta)\.ts|ui\/(button-styles|Icon|LineIcon|icon-paths|ScrollToTop|scroll-anchor|useScrolledPast|useHydrated|useMenuDisclosure|SystemMessage|ReloadButton|stale-deploy)\.tsx?|studio\/(TopBar|MobileMenu|BrandMark|BrandLink|MobileBottomBar)\.tsx|quote\/QuoteProvider|welcome\/WelcomeGate|templates\/frame\/FrameBridgeGate)/;

/**
 * What the first load of every template page needs: the chrome the template
 * sites share and the mining site's page table and titles.
 */
const TEMPLATE_KIT =
  /\/app\/(templates\/(shared\/(TemplateChrome|TemplateNav|TemplateTopBar|TemplateMobileMenu|NavBrand|NavLinks|NavAction|TemplateLogo|nav-links|useTemplateNav|brand|preloadable|content\/ui)|frame\/preview-brand|mining\/(pages|site|meta|content\/meta))|lib\/template-site)\./;

/** What every mining page draws around its content: fetched as one file, not fifteen. */
const MINING_SITE =
  /\/app\/templates\/(mining\/(MiningSite|SiteBase|MiningFooter|anchors|brand|ui\/|content\/common)|shared\/(TemplateIcon|template-icons|SectionHeading)\.)/;

/** The pieces every footer is built from, studio's and templates' alike. */
const FOOTER_PARTS = /\/app\/ui\/(FooterBaseline|LegalLinks|SocialLinks|SocialIcon)\./;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Inlined data: URIs would need a looser Content-Security-Policy.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The site shell that every page needs on first load, as one file instead of
          // a dozen tiny ones: fewer requests and less per-file overhead.
          groups: [
            { name: "shell", test: SHELL },
            { name: "template-kit", test: TEMPLATE_KIT },
            // Before the mining site's group, which would otherwise take them in with its footer.
            { name: "footer-parts", test: FOOTER_PARTS },
            { name: "mining-site", test: MINING_SITE },
          ],
        },
      },
    },
  },
});
