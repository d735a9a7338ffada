import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { combinePublishedEdits } from "../app/lib/copy-edits/import-edits";
import { openDatabase } from "../server/db/open-database.js";
import { createVersionStore } from "../server/publish/version-store.js";
import { exportLiveVersion } from "./publish-export.js";

const EDITS = {
  version: 1,
  edits: {
    en: { home: { "home.hero": { title: "North" } } },
    fr: { home: { "home.hero": { title: "Nord" } } },
  },
};

describe("npm run publish:export", () => {
  it("writes the live version as one edits file per language, which the build reads back", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "publish-export-"));
    const db = openDatabase(dataDir);
    const versions = createVersionStore(db);
    const add = (/** @type {unknown} */ edits) =>
      versions.add({ createdAt: "2026-12-06T10:00:00.000Z", author: "owner", note: "" }, () => ({
        edits: JSON.stringify(edits),
        fields: { en: 1, fr: 1 },
      }));
    await expect(exportLiveVersion(dataDir, join(dataDir, "out"))).rejects.toThrow(
      "No version is live on this server: nothing to export.",
    );
    versions.markLive(add(EDITS), new Date());
    // A newer version that failed is not what visitors see.
    versions.markFailed(
      add({ version: 1, edits: { en: { home: { "home.hero": { title: "X" } } } } }),
      "no",
    );
    db.close();

    const folder = join(dataDir, "out");
    const { version, files } = await exportLiveVersion(
      dataDir,
      folder,
      new Date("2026-12-06T12:00:00Z"),
    );
    expect(version).toBe(1);
    expect(readdirSync(folder).sort()).toEqual([
      "nickel-and-pine-edits-en-2026-12-06-version-1.json",
      "nickel-and-pine-edits-fr-2026-12-06-version-1.json",
    ]);
    const combined = combinePublishedEdits(
      files.map((file) => ({ name: file, data: JSON.parse(readFileSync(file, "utf8")) })),
    );
    expect(combined).toEqual({ ok: true, edits: EDITS });
  });
});
