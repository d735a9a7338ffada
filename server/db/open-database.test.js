import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DATABASE_FILE, dataDirectory, openDatabase } from "./open-database.js";

const dirs = /** @type {string[]} */ ([]);
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), "data-dir-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("openDatabase", () => {
  it("creates the folder and the database on first start, in WAL mode, migrated", () => {
    const dir = join(scratch(), "nested", "data");
    const db = openDatabase(dir);
    expect(existsSync(join(dir, DATABASE_FILE))).toBe(true);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(db.pragma("synchronous", { simple: true })).toBe(2); // FULL
    expect(db.prepare("SELECT count(*) FROM leads").pluck().get()).toBe(0);
    db.close();
  });

  it("opens the same data again on the next start", () => {
    const dir = scratch();
    const first = openDatabase(dir);
    first
      .prepare(
        "INSERT INTO leads (public_id, received_at, locale, project_type, business_name, industry, email, phone, message) VALUES ('x', 't', 'en', 'p', 'b', 'i', 'e', 'ph', 'm')",
      )
      .run();
    first.close();
    const second = openDatabase(dir);
    expect(second.prepare("SELECT public_id FROM leads").pluck().all()).toEqual(["x"]);
    second.close();
  });

  it("stops with a clear message on a file that is not a database", () => {
    const dir = scratch();
    writeFileSync(
      join(dir, DATABASE_FILE),
      "this is not a database, it is a text file ".repeat(200),
    );
    expect(() => openDatabase(dir)).toThrow(
      new RegExp(
        `The database ${join(dir, DATABASE_FILE)} cannot be used \\(.*\\)\\. Restore a backup`,
      ),
    );
  });

  it("stops with a clear message when DATA_DIR cannot be a folder", () => {
    const file = join(scratch(), "a-file");
    writeFileSync(file, "");
    expect(() => openDatabase(file)).toThrow(/The data folder .*a-file cannot be written/);
  });
});

describe("dataDirectory", () => {
  it("is DATA_DIR, or ./data", () => {
    expect(dataDirectory({ DATA_DIR: "/srv/studio" })).toBe("/srv/studio");
    expect(dataDirectory({})).toBe(join(process.cwd(), "data"));
  });
});
