import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, expect, it } from "vitest";
import { readMigrations } from "../server/db/migrate.js";
import { openDatabase } from "../server/db/open-database.js";
import { backupDatabase } from "./backup.js";

const dirs = /** @type {string[]} */ ([]);
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it("copies the live database, rows and schema, into a dated file of its backups folder", async () => {
  const dir = mkdtempSync(join(tmpdir(), "backup-"));
  dirs.push(dir);
  const live = openDatabase(dir);
  const insert = live.prepare(
    "INSERT INTO leads (public_id, received_at, locale, project_type, business_name, industry, email, phone, message) VALUES (?, 't', 'en', 'p', ?, 'i', 'e', 'ph', 'm')",
  );
  for (let i = 0; i < 50; i++) insert.run(`id-${i}`, `Business ${i}`);
  // The server keeps the database open (WAL) while the copy is taken.
  const { file } = await backupDatabase(dir, undefined, new Date("2026-11-29T15:30:05Z"));
  live.close();
  expect(file).toBe(join(dir, "backups", "studio-20261129-153005.db"));
  const copy = new Database(file, { readonly: true });
  expect(copy.prepare("SELECT count(*) FROM leads").pluck().get()).toBe(50);
  expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
  expect(copy.pragma("user_version", { simple: true })).toBe(readMigrations().length);
  copy.close();
  await expect(backupDatabase(dir, file)).rejects.toThrow(/exists already/);
});

it("says so when there is nothing to back up", async () => {
  const dir = mkdtempSync(join(tmpdir(), "backup-empty-"));
  dirs.push(dir);
  await expect(backupDatabase(dir)).rejects.toThrow(
    /No database at .*studio\.db: nothing to back up/,
  );
});
