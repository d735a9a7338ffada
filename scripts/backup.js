// `npm run backup`: a consistent copy of the back office's database (DATA_DIR, default ./data),
// taken with SQLite's online backup while the server keeps running, into
// <DATA_DIR>/backups/studio-<UTC time>.db, or into the path given.
//
//   npm run backup                  → data/backups/studio-20261129-153000.db
//   npm run backup -- /mnt/b/s.db   → that file
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { ensureSqliteBinding } from "./sqlite-binding.js";

/**
 * Copies the database in `dataDir` to `target` (default: a dated file in its backups folder).
 * @param {string} dataDir
 * @param {string} [target]
 * @param {Date} [now]
 * @returns {Promise<{ file: string, pages: number }>}
 */
export async function backupDatabase(dataDir, target, now = new Date()) {
  const { DATABASE_FILE } = await import("../server/db/open-database.js");
  const source = join(resolve(dataDir), DATABASE_FILE);
  if (!existsSync(source)) throw new Error(`No database at ${source}: nothing to back up.`);
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  const file = resolve(target ?? join(dataDir, "backups", `studio-${stamp}.db`));
  if (existsSync(file)) throw new Error(`${file} exists already: choose another name.`);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const { default: Database } = await import("better-sqlite3");
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    const { totalPages } = await db.backup(file);
    return { file, pages: totalPages };
  } finally {
    db.close();
  }
}

if (process.argv[1] === import.meta.filename) {
  if (!ensureSqliteBinding()) process.exit(1);
  const { dataDirectory } = await import("../server/db/open-database.js");
  try {
    const { file, pages } = await backupDatabase(dataDirectory(), process.argv[2]);
    console.log(`Backed up ${pages} pages to ${file}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
