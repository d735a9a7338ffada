import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { migrate, readMigrations } from "./migrate.js";

const dirs = /** @type {string[]} */ ([]);
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** @param {Record<string, string>} files */
function migrationsDir(files) {
  const dir = mkdtempSync(join(tmpdir(), "migrations-"));
  dirs.push(dir);
  mkdirSync(dir, { recursive: true });
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  return dir;
}

describe("the repository's migrations", () => {
  it("are numbered from 001 without a gap and bring an empty database to the leads table", () => {
    const migrations = readMigrations();
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
    const db = new Database(":memory:");
    expect(migrate(db, migrations)).toEqual(migrations.map((m) => m.name));
    expect(db.pragma("user_version", { simple: true })).toBe(migrations.length);
    const columns = db.prepare("SELECT name FROM pragma_table_info('leads')").pluck().all();
    expect(columns).toEqual(expect.arrayContaining(["public_id", "received_at", "status"]));
  });

  it("apply once: a second start applies nothing", () => {
    const db = new Database(":memory:");
    migrate(db);
    expect(migrate(db)).toEqual([]);
  });
});

describe("migrate", () => {
  it("applies only what is new, in order, each recording its version", () => {
    const dir = migrationsDir({
      "001-a.sql": "CREATE TABLE a (x INTEGER);",
      "002-b.sql": "CREATE TABLE b (y INTEGER);",
    });
    const db = new Database(":memory:");
    migrate(db, readMigrations(dir).slice(0, 1));
    expect(migrate(db, readMigrations(dir))).toEqual(["002-b.sql"]);
    expect(db.pragma("user_version", { simple: true })).toBe(2);
  });

  it("leaves a migration that fails half-way unapplied, version unchanged", () => {
    const dir = migrationsDir({
      "001-a.sql": "CREATE TABLE a (x INTEGER);",
      "002-bad.sql": "CREATE TABLE b (y INTEGER); INSERT INTO nowhere VALUES (1);",
    });
    const db = new Database(":memory:");
    expect(() => migrate(db, readMigrations(dir))).toThrow(/nowhere/);
    expect(db.pragma("user_version", { simple: true })).toBe(1);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).toEqual(["a"]);
  });

  it("refuses a database from a newer server", () => {
    const db = new Database(":memory:");
    db.pragma("user_version = 99");
    expect(() => migrate(db)).toThrow(/schema version 99, newer than this server's/);
  });

  it("refuses a gap or a badly named file", () => {
    expect(() => readMigrations(migrationsDir({ "001-a.sql": "", "003-c.sql": "" }))).toThrow(
      /without a gap: 003-c.sql/,
    );
    expect(() => readMigrations(migrationsDir({ "1-a.sql": "" }))).toThrow(/NNN-name.sql: 1-a.sql/);
  });
});
