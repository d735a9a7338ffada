// The back office's one database: SQLite, in one file under DATA_DIR (default ./data),
// opened at start-up or not at all. A folder that cannot be written or a file that is not
// a sound database stops the start with a message that says what to do.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./migrate.js";

export const DATABASE_FILE = "studio.db";

/** The folder the database lives in: DATA_DIR, or ./data. */
export const dataDirectory = (env = process.env) => resolve(env.DATA_DIR || "data");

/**
 * Opens (creating on first start) the database in `dataDir`, in WAL mode, with every
 * migration applied.
 * @param {string} dataDir
 * @returns {import("better-sqlite3").Database}
 * @throws {Error} with a message for the owner, when the folder or the file cannot be used
 */
export function openDatabase(dataDir) {
  const dir = resolve(dataDir);
  const file = join(dir, DATABASE_FILE);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Permissions say little to root; writing a file says it all.
    const probe = join(dir, `.write-check-${process.pid}`);
    writeFileSync(probe, "");
    rmSync(probe);
  } catch (error) {
    throw new Error(
      `The data folder ${dir} cannot be written (${reason(error)}). ` +
        "Point DATA_DIR at a folder this server may write, or fix its permissions.",
    );
  }
  /** @type {import("better-sqlite3").Database | undefined} */
  let db;
  try {
    db = new Database(file);
    db.pragma("journal_mode = WAL");
    // Each lead's commit reaches the disk before the visitor is told it arrived.
    db.pragma("synchronous = FULL");
    db.pragma("foreign_keys = ON");
    db.pragma("busy_timeout = 5000");
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new Error(`integrity check: ${String(check)}`);
    migrate(db);
    return db;
  } catch (error) {
    db?.close();
    throw new Error(
      `The database ${file} cannot be used (${reason(error)}). Restore a backup ` +
        "(npm run backup writes them), or move the file away to start with an empty one.",
    );
  }
}

/** @param {unknown} error */
const reason = (error) => (error instanceof Error ? error.message : String(error));
