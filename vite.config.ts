import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const SHELL =
  /\/app\/(content\/|i18n\/(?!system)|theme\/|admin\/|site\.config|boot-script|lib\/(storage|storage-keys|theme|locale-path|text-path|page-meta)\.ts|ui\/(button-styles|Icon|icon-paths|ScrollToTop|scroll-anchor|useScrolledPast|useHydrated|SystemMessage|ReloadButton|PreloadRecovery)\.tsx?|studio\/(TopBar|MobileMenu|BrandMark|BrandLink|MobileBottomBar)\.tsx|quote\/QuoteProvider|welcome\/WelcomeGate|templates\/frame\/FrameBridgeGate)/;

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
          groups: [{ name: "shell", test: SHELL }],
        },
      },
    },
  },
});
