// `npm run publish:export`: writes the version of the owner's edits that is live on the studio's
// server (DATA_DIR, default ./data) into app/content/published-edits/ (or PUBLISHED_EDITS), one
// file per language in the dashboard's export format, so that the repository, and every build
// made from it, starts from what visitors see. The build lays these files over each other in
// name order (scripts/published-edits-plugin.ts), the newest date last; the server's versions
// then apply on top, as before.
//
//   npm run publish:export   → app/content/published-edits/nickel-and-pine-edits-en-2026-12-06-version-7.json …
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { ensureSqliteBinding } from "./sqlite-binding.js";

/** The dashboard's export name (app/lib/copy-edits/export-formats.ts, exportFileName). */
const FILE_PREFIX = "nickel-and-pine-edits";
const LOCALES = /** @type {const} */ (["en", "fr"]);

/**
 * Writes the live version's edits into `folder`; returns the version and the files written.
 * @param {string} dataDir
 * @param {string} folder
 * @param {Date} [now]
 * @returns {Promise<{ version: number, files: string[] }>}
 */
export async function exportLiveVersion(dataDir, folder, now = new Date()) {
  const { DATABASE_FILE } = await import("../server/db/open-database.js");
  const source = join(resolve(dataDir), DATABASE_FILE);
  if (!existsSync(source)) throw new Error(`No database at ${source}: nothing is published.`);
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    const { createVersionStore } = await import("../server/publish/version-store.js");
    const live = createVersionStore(db).live();
    if (!live) throw new Error("No version is live on this server: nothing to export.");
    /** @type {{ version: 1, edits: Partial<Record<(typeof LOCALES)[number], unknown>> }} */
    const edits = JSON.parse(live.edits);
    mkdirSync(folder, { recursive: true });
    const day = now.toISOString().slice(0, 10);
    /** @type {string[]} */
    const files = [];
    for (const locale of LOCALES) {
      if (!edits.edits[locale]) continue;
      const file = join(folder, `${FILE_PREFIX}-${locale}-${day}-version-${live.id}.json`);
      const json = { version: 1, edits: { [locale]: edits.edits[locale] } };
      writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
      files.push(file);
    }
    return { version: live.id, files };
  } finally {
    db.close();
  }
}

if (process.argv[1] === import.meta.filename) {
  if (!ensureSqliteBinding()) process.exit(1);
  const { dataDirectory } = await import("../server/db/open-database.js");
  const folder = resolve(process.env.PUBLISHED_EDITS || "app/content/published-edits");
  try {
    const { version, files } = await exportLiveVersion(dataDirectory(), folder);
    console.log(`Version ${version} is live; wrote:`);
    for (const file of files) console.log(`  ${relative(process.cwd(), file)}`);
    console.log("Commit them: every build starts from them.");
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
