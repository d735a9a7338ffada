import { defineConfig } from "vitest/config";
import { copyFields } from "./scripts/copy-fields-plugin.ts";
import { publishedEdits } from "./scripts/published-edits-plugin.ts";

export default defineConfig({
  plugins: [publishedEdits(), copyFields()],
  test: {
    environment: "node",
    // npm test runs the unit tests beside the browser tests, at a lower CPU priority: a test
    // that hashes a password 600,000 times may wait for a core, so it gets longer than 5 s.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "app/**/*.test.tsx",
            "server/**/*.test.js",
            "scripts/**/*.test.ts",
          ],
          exclude: [
            "node_modules/**",
            "tests/**",
            "build/**",
            "build-*/**",
            ".react-router/**",
            // It measures answer times: a project of its own, run alone (scripts/test.js).
            "server/slow-clients.test.js",
          ],
        },
      },
      {
        extends: true,
        test: { name: "slow-clients", include: ["server/slow-clients.test.js"] },
      },
      {
        // What the test build sends, read without a browser: its prerendered pages (parsed
        // with parse5) and the test server's answers (statuses, headers). Needs build-test/ (npm test
        // builds it first).
        extends: true,
        test: {
          name: "html",
          include: ["tests/html/**/*.test.ts"],
          globalSetup: ["tests/html/server-setup.ts"],
        },
      },
    ],
  },
});
