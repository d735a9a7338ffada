import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "server/**/*.test.js"],
    exclude: ["node_modules/**", "tests/e2e/**", "build/**", "build-*/**", ".react-router/**"],
  },
});
