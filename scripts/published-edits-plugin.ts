/**
 * Publishing copy edits: the build bakes the edits files exported from the
 * copy editor's dashboard and saved in `app/content/published-edits/` (or the
 * folder `PUBLISHED_EDITS` names) into every page, as the module
 * `virtual:published-edits`: one map of texts per language (see
 * app/lib/published-copy.ts). The files are laid over each other in name
 * order, so one export per language can sit side by side. Without any file
 * the module is `null`.
 *
 * A file that is not valid JSON or not an edits file stops the build with the
 * reasons, so a bad file never reaches visitors. (Whether every text in them
 * exists is checked by the unit tests, which load the whole copy registry.)
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { runnerImport, type Plugin } from "vite";
import type * as ImportEdits from "../app/lib/copy-edits/import-edits";
import type * as PublishedCopy from "../app/lib/published-copy";

const ROOT = resolve(import.meta.dirname, "..");
const MODULE_ID = "virtual:published-edits";
const RESOLVED_ID = `\0${MODULE_ID}`;

/** The folder of published edits files this build reads (it may not exist). */
export const publishedEditsFolder = (): string =>
  resolve(ROOT, process.env.PUBLISHED_EDITS || "app/content/published-edits");

/** The `.json` files of the folder, in name order. */
export const publishedEditsFiles = (folder = publishedEditsFolder()): string[] =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith(".json"))
        .sort()
        .map((name) => join(folder, name))
    : [];

/**
 * The files' edits as one JSON text of texts per language, or the reasons they are refused. The
 * edits schema is the app's own (the dashboard's import uses it too), loaded
 * through Vite's module runner.
 */
async function readPublishedEdits(
  files: readonly string[],
): Promise<{ ok: true; json: string } | { ok: false; errors: readonly string[] }> {
  const parsed: { name: string; data: unknown }[] = [];
  const errors: string[] = [];
  for (const file of files) {
    try {
      parsed.push({
        name: file,
        data: JSON.parse(readFileSync(file, "utf8").replace(/^\uFEFF/, "")),
      });
    } catch (error) {
      errors.push(
        `${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  const runner = { configFile: false, logLevel: "error" } as const;
  const [{ module: edits }, { module: published }] = await Promise.all([
    runnerImport<typeof ImportEdits>(resolve(ROOT, "app/lib/copy-edits/import-edits.ts"), runner),
    runnerImport<typeof PublishedCopy>(resolve(ROOT, "app/lib/published-copy.ts"), runner),
  ]);
  const result = edits.combinePublishedEdits(parsed);
  return result.ok
    ? { ok: true, json: JSON.stringify(published.flattenPublished(result.edits)) }
    : result;
}

export function publishedEdits(): Plugin {
  return {
    name: "published-edits",
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return;
      const files = publishedEditsFiles();
      if (files.length === 0) return "export default null;";
      for (const file of files) this.addWatchFile(file);
      const result = await readPublishedEdits(files);
      if (!result.ok) {
        this.error(`The published copy edits are not valid:\n  ${result.errors.join("\n  ")}`);
      }
      return `export default ${result.json};`;
    },
  };
}
