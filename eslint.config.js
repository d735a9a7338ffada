import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Folders depend one way (app/README.md): lib ← the shell (content, i18n, ui,
 * theme, admin) ← quote, welcome ← studio ← templates ← gallery ← routes.
 * A folder may import its own files and those to its left, never to its right.
 */
const LAYERS = [
  {
    files: ["app/lib/**"],
    above: [
      "content",
      "i18n",
      "ui",
      "theme",
      "admin",
      "quote",
      "welcome",
      "studio",
      "templates",
      "gallery",
      "routes",
    ],
  },
  {
    files: ["app/{content,i18n,ui,theme,admin}/**"],
    above: ["quote", "welcome", "studio", "templates", "gallery", "routes"],
  },
  {
    files: ["app/{quote,welcome}/**"],
    above: ["studio", "templates", "gallery", "routes"],
  },
  { files: ["app/studio/**"], above: ["templates", "gallery", "routes"] },
  { files: ["app/templates/**"], above: ["gallery", "routes"] },
  { files: ["app/gallery/**"], above: ["routes"] },
];

/** @type {import("eslint").Linter.Config[]} */
const layerRules = LAYERS.map(({ files, above }) => ({
  files,
  ignores: ["**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: above.map((folder) => `**/${folder}/**`),
            message:
              "Folders depend one way (see LAYERS in eslint.config.js): move the shared piece down.",
          },
          ...(files[0] === "app/lib/**"
            ? [
                {
                  group: ["react", "react-dom", "react-router", "**/site.config"],
                  message: "lib/ is framework-free logic: take the value as a parameter.",
                },
              ]
            : []),
        ],
      },
    ],
  },
}));

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
  ...layerRules,
  {
    // Playwright fixtures declare "no dependencies" as `async ({}, use) => …`.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
);
