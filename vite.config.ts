import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Inlined data: URIs would need a looser Content-Security-Policy.
    assetsInlineLimit: 0,
  },
});
