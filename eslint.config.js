import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    "build/",
    "build-*/",
    ".react-router/",
    "node_modules/",
    "test-results/",
    "playwright-report/",
    "perf-report/",
    "**/*.tmp.*",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // A leading underscore marks a parameter or binding as intentionally unused.
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
        },
      ],
    },
  },
  {
    // Hooks also live in plain .ts modules (useSomething.ts).
    files: ["app/**/*.tsx", "app/**/*.ts"],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Playwright fixtures declare "no dependencies" as `async ({}, use) => …`.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
);
