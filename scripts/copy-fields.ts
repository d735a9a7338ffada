/**
 * Every text of the site, listed from the copy registry once every copy
 * module has registered: what the copy editor's import may name. Run at build
 * time by scripts/copy-fields-plugin.ts (through Vite's module runner), so the
 * pages never load copy they do not show.
 */
import { copyFields, registeredCopy } from "../app/content/registry";
import { addressKey, addressOf } from "../app/lib/copy-edits/edit-address";

import.meta.glob(
  [
    "/app/**/content/*.ts",
    "/app/i18n/*.ts",
    "!/app/**/*.{en,fr}.ts",
    "!/app/**/*.test.ts",
    "!/app/content/**",
  ],
  {
    eager: true,
  },
);

/** The edit address key of every text (French is typed against English: the same texts). */
export const copyFieldKeys = (): string[] =>
  registeredCopy()
    .flatMap((entry) => copyFields(entry, "en"))
    .map((field) => addressKey(addressOf(field)))
    .sort();
