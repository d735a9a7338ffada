import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, it } from "vitest";
import { publishedEditsFiles } from "../../scripts/published-edits-plugin";
import { loadKnownFields } from "../admin/editor/copy-source";
import { parseImportedEdits } from "../lib/copy-edits/import-edits";

const ROOT = resolve(import.meta.dirname, "../..");

/** The site's published edits files, when it has some, and the test build's. */
const files = [
  ...publishedEditsFiles(resolve(ROOT, "app/content/published-edits")),
  ...publishedEditsFiles(resolve(ROOT, "tests/e2e/published-edits")),
];

it("published edits files name only texts that exist, per language", async () => {
  expect(files.filter((file) => file.includes("/tests/e2e/"))).toHaveLength(2);
  const known = await loadKnownFields();
  for (const file of files) {
    expect(parseImportedEdits(readFileSync(file, "utf8"), known), file).toMatchObject({
      ok: true,
    });
  }
});

it("the build's list of texts (what an import may name) is every text of the registry", async () => {
  import.meta.glob(
    ["/app/**/content/*.ts", "/app/i18n/*.ts", "!/app/**/*.{en,fr}.ts", "!/app/**/*.test.ts"],
    { eager: true },
  );
  const { copyFieldKeys } = await import("../admin/editor/copy-field-keys");
  const { copyFields, registeredCopy } = await import("./registry");
  const { addressKey, addressOf } = await import("../lib/copy-edits/edit-address");
  for (const locale of ["en", "fr"] as const) {
    const registered = registeredCopy()
      .flatMap((entry) => copyFields(entry, locale))
      .map((field) => addressKey(addressOf(field)))
      .sort();
    expect(registered).toEqual(copyFieldKeys);
  }
  expect(copyFieldKeys).toContain("mining/home\nminingHome.hero\ntitle");
});
