import { defineConfig } from "vitest/config";
import { copyFields } from "./scripts/copy-fields-plugin.ts";
import { publishedEdits } from "./scripts/published-edits-plugin.ts";

export default defineConfig({
  plugins: [publishedEdits(), copyFields()],
  test: {
    environment: "node",
    include: [
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "server/**/*.test.js",
      "scripts/**/*.test.ts",
    ],
    exclude: ["node_modules/**", "tests/e2e/**", "build/**", "build-*/**", ".react-router/**"],
  },
});
