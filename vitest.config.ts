import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { copyFields } from "./scripts/copy-fields-plugin.ts";
import { publishedEdits } from "./scripts/published-edits-plugin.ts";

const UNIT_TESTS = [
  "app/**/*.test.ts",
  "app/**/*.test.tsx",
  "server/**/*.test.js",
  "scripts/**/*.test.ts",
  "scripts/**/*.test.js",
];
const UNIT_EXCLUDE = [
  "node_modules/**",
  "tests/**",
  "build/**",
  "build-*/**",
  ".react-router/**",
  // It measures answer times: a project of its own, run alone (scripts/test.js).
  "server/slow-clients.test.js",
];
/**
 * Unit test files that replace modules, globals or the environment, or read the environment:
 * each runs in a module graph of its own. The others share one per worker (`isolate: false`),
 * which spares importing React and the content files again for every file: it halves the
 * unit tests' CPU time (62 s to 33 s here).
 */
const NEEDS_ISOLATION =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|resetModules|useFakeTimers)\b|process\.env\./;
const isolatedUnitTests = ["app", "server", "scripts"]
  .flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) => `${folder}/${file}`),
  )
  .filter(
    (file) => /\.test\.(tsx?|js)$/.test(file) && NEEDS_ISOLATION.test(readFileSync(file, "utf8")),
  );

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
          include: UNIT_TESTS,
          exclude: [...UNIT_EXCLUDE, ...isolatedUnitTests],
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "unit-isolated", include: isolatedUnitTests },
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
          // They only read: one module graph for all of them.
          isolate: false,
        },
      },
    ],
  },
});
