// Versioned schema changes: server/db/migrations/NNN-name.sql, applied in order at start-up,
// each in its own transaction, the database's `user_version` recording the last one applied.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const MIGRATIONS_DIR = join(import.meta.dirname, "migrations");
const NAME = /^(\d{3})-[a-z0-9-]+\.sql$/;

/**
 * @typedef {{ version: number, name: string, sql: string }} Migration
 */

/**
 * The migrations in the folder, in order; their numbers must run 1, 2, 3 … without a gap.
 * @param {string} [dir]
 * @returns {Migration[]}
 */
export function readMigrations(dir = MIGRATIONS_DIR) {
  const migrations = readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .map((name) => {
      const match = NAME.exec(name);
      if (!match) throw new Error(`Migration file name not NNN-name.sql: ${name}`);
      return { version: Number(match[1]), name, sql: readFileSync(join(dir, name), "utf8") };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`Migrations must be numbered 001, 002 … without a gap: ${migration.name}`);
    }
  });
  return migrations;
}

/**
 * Applies the migrations the database has not had yet. A database newer than this code
 * (a later version's) is refused rather than written to.
 * @param {import("better-sqlite3").Database} db
 * @param {Migration[]} [migrations]
 * @returns {string[]}  the names applied now
 */
export function migrate(db, migrations = readMigrations()) {
  const current = /** @type {number} */ (db.pragma("user_version", { simple: true }));
  const latest = migrations.length;
  if (current > latest) {
    throw new Error(
      `The database is at schema version ${current}, newer than this server's ${latest}: ` +
        "run the newer server, or restore a backup.",
    );
  }
  const applied = [];
  for (const migration of migrations.slice(current)) {
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
    applied.push(migration.name);
  }
  return applied;
}
