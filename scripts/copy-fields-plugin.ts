/**
 * The module `virtual:copy-fields`: the edit address of every text of the
 * site (scripts/copy-fields.ts), for the copy editor's import to check a file
 * against. Computed at build time, so the editor loads one list instead of
 * every page's copy.
 */
import { resolve } from "node:path";
import { runnerImport, type Plugin } from "vite";
import type * as CopyFields from "./copy-fields";

const MODULE_ID = "virtual:copy-fields";
const RESOLVED_ID = `\0${MODULE_ID}`;

export function copyFields(): Plugin {
  return {
    name: "copy-fields",
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return;
      const { module } = await runnerImport<typeof CopyFields>(
        resolve(import.meta.dirname, "copy-fields.ts"),
        { configFile: false, logLevel: "error", root: resolve(import.meta.dirname, "..") },
      );
      return `export default ${JSON.stringify(module.copyFieldKeys())};`;
    },
  };
}
