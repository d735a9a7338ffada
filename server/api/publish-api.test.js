import Database from "better-sqlite3";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import * as rules from "../../app/lib/publish/publish-post";
import * as french from "../../app/lib/publish/publish-translation";
import { migrate } from "../db/migrate.js";
import { createPublisher } from "../publish/publisher.js";
import { createVersionStore } from "../publish/version-store.js";
import { createPublishApi, MAX_PUBLISH_BODY } from "./publish-api.js";

const ORIGIN = "https://studio.example";
const hero = (/** @type {string} */ title) => ({
  version: 1,
  edits: { en: { home: { "home.hero": { title } } } },
});

/** @type {import("../publish/version-store.js").VersionStore} */
let versions;
/** @type {import("../publish/publisher.js").Publisher} */
let publisher;
/** @type {ReturnType<typeof createPublishApi>} */
let api;
/** @type {(string | null)[]} */
let shown;
let owner = true;

beforeEach(() => {
  const db = new Database(":memory:");
  migrate(db);
  versions = createVersionStore(db);
  const dir = mkdtempSync(join(tmpdir(), "publish-api-"));
  mkdirSync(join(dir, "build", "render"), { recursive: true });
  writeFileSync(join(dir, "build", "render", "index.js"), "");
  shown = [];
  owner = true;
  publisher = createPublisher({
    versions,
    buildDir: join(dir, "build"),
    pagesDir: join(dir, "pages"),
    pageTexts: async (edits, previous) =>
      french.versionFrench(JSON.parse(edits), previous, ["Le Nord (traduit)"], []),
    show: (pages) => shown.push(pages && readFileSync(join(pages, "copy.json"), "utf8")),
    // What the render needs here: the version's texts, where the server will look for pages.
    render: async (outDir, copyFile) => {
      mkdirSync(join(outDir, "client"));
      writeFileSync(join(outDir, "client", "copy.json"), readFileSync(copyFile));
    },
    now: () => new Date("2026-12-06T10:00:00Z"),
  });
  api = createPublishApi({
    versions,
    publisher,
    rules,
    french,
    headers: (_req, _status, extra) => new Headers(extra),
    isOwner: () => owner,
    now: () => new Date("2026-12-06T09:59:00Z"),
  });
});

/**
 * @param {string} path
 * @param {{ body?: unknown, origin?: string, method?: string }} [init]
 */
function call(path, { body, origin = ORIGIN, method = body === undefined ? "GET" : "POST" } = {}) {
  const headers = new Headers({
    host: "studio.example",
    origin,
    "content-type": "application/json",
  });
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return api(
    new Request(`${ORIGIN}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : text,
    }),
    path,
    true,
  );
}

describe("POST /api/publish", () => {
  it("queues a version with the owner's note and makes it live", async () => {
    const response = await call("/api/publish", { body: { edits: hero("North"), note: "Hero" } });
    expect(response.status).toBe(202);
    expect((await response.json()).version).toMatchObject({
      id: 1,
      note: "Hero",
      author: "owner",
      createdAt: "2026-12-06T09:59:00.000Z",
      fields: { en: 1, fr: 0 },
    });
    await publisher.idle();
    // The English-only text has the translation service's French, kept with the version.
    const pages = {
      en: { "home.hero.title": "North" },
      fr: { "home.hero.title": "Le Nord (traduit)" },
    };
    expect(shown).toEqual([JSON.stringify(pages)]);
    const status = await (await call("/api/publish")).json();
    expect(status.live).toMatchObject({ id: 1, state: "live", liveAt: "2026-12-06T10:00:00.000Z" });
    expect(status.liveCopy).toEqual(pages);
    const { machineFrench } = await (await call("/api/publish/versions/1")).json();
    expect(machineFrench).toEqual([
      { key: "home.hero.title", en: "North", fr: "Le Nord (traduit)" },
    ]);
    expect(status.versions).toHaveLength(1);
  });

  it("keeps both of two publishes sent at once, in order", async () => {
    const [a, b] = await Promise.all([
      call("/api/publish", { body: { edits: hero("First") } }),
      call("/api/publish", {
        body: {
          edits: { version: 1, edits: { fr: { home: { "home.hero": { title: "Nord" } } } } },
        },
      }),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    await publisher.idle();
    expect(JSON.parse(String(shown.at(-1)))).toEqual({
      en: { "home.hero.title": "First" },
      fr: { "home.hero.title": "Nord" },
    });
    expect(versions.list(5).map((version) => version.state)).toEqual(["live", "live"]);
  });

  it("refuses a visitor, another site, a bad edit set and an oversized body", async () => {
    owner = false;
    expect((await call("/api/publish", { body: { edits: hero("x") } })).status).toBe(401);
    expect((await call("/api/publish")).status).toBe(401);
    owner = true;
    const foreign = await call("/api/publish", {
      body: { edits: hero("x") },
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    const invalid = await call("/api/publish", { body: { edits: { version: 3 } } });
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).reason).toMatch(/^The edits are not valid/);
    const big = await call("/api/publish", { body: "x".repeat(MAX_PUBLISH_BODY + 1) });
    expect(big.status).toBe(413);
    expect(versions.list(5)).toEqual([]);
  });
});

describe("versions", () => {
  it("each shows its changes against the one before, field by field", async () => {
    await call("/api/publish", { body: { edits: hero("North") } });
    await call("/api/publish", { body: { edits: hero("Nickel North") } });
    await publisher.idle();
    const { version, before, changes } = await (await call("/api/publish/versions/2")).json();
    expect(version.id).toBe(2);
    expect(before.id).toBe(1);
    expect(changes).toEqual([
      { locale: "en", key: "home.hero.title", before: "North", after: "Nickel North" },
    ]);
    expect((await call("/api/publish/versions/9")).status).toBe(404);
  });

  it("restore publishes a copy of an earlier version as a new one", async () => {
    await call("/api/publish", { body: { edits: hero("North") } });
    await call("/api/publish", { body: { edits: hero("Nickel North") } });
    const response = await call("/api/publish/versions/1/restore", { body: {} });
    expect(response.status).toBe(202);
    expect((await response.json()).version).toMatchObject({ id: 3, restoredFrom: 1 });
    await publisher.idle();
    expect(JSON.parse(String(shown.at(-1)))).toEqual({
      en: { "home.hero.title": "North" },
      fr: { "home.hero.title": "Le Nord (traduit)" },
    });
    expect(versions.live()?.id).toBe(3);
    owner = false;
    expect((await call("/api/publish/versions/1/restore", { body: {} })).status).toBe(401);
  });
});
