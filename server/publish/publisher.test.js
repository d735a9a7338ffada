import Database from "better-sqlite3";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { migrate } from "../db/migrate.js";
import { childRender, createPublisher } from "./publisher.js";
import { createVersionStore } from "./version-store.js";

/** @type {import("./version-store.js").VersionStore} */
let versions;
/** @type {string} */
let dir;
/** @type {(string | null)[]} */
let shown;

beforeEach(() => {
  const db = new Database(":memory:");
  migrate(db);
  versions = createVersionStore(db);
  dir = mkdtempSync(join(tmpdir(), "publisher-"));
  mkdirSync(join(dir, "build", "render"), { recursive: true });
  writeFileSync(join(dir, "build", "render", "index.js"), "export const build = 1;");
  shown = [];
});

/** A render that writes the copy it was given as the home page, after `wait` resolves. */
const fakeRender =
  (wait = Promise.resolve()) =>
  /** @type {import("./publisher.js").Render} */ async (outDir, copyFile) => {
    await wait;
    const text = readFileSync(copyFile, "utf8");
    if (text.includes("BREAK")) throw new Error("/about: the page answered 500");
    mkdirSync(join(outDir, "client"), { recursive: true });
    writeFileSync(join(outDir, "client", "index.html"), text);
  };

/** @param {Partial<import("./publisher.js").PublisherOptions>} [options] */
const publisherWith = (options) =>
  createPublisher({
    versions,
    buildDir: join(dir, "build"),
    pagesDir: join(dir, "pages"),
    pageTexts: async (edits) => ({ copyJson: `copy of ${edits}`, machineFrench: null }),
    show: (pages) => shown.push(pages && readFileSync(join(pages, "index.html"), "utf8")),
    render: fakeRender(),
    now: () => new Date("2026-12-06T10:00:00Z"),
    ...options,
  });

/** @param {import("./publisher.js").Publisher} publisher @param {string} text */
const publish = (publisher, text) =>
  publisher.submit({ createdAt: "2026-12-06T09:59:00.000Z", author: "owner", note: "" }, () => ({
    edits: text,
    fields: { en: 1, fr: 0 },
  }));

describe("publishing a version", () => {
  it("renders its pages into a folder of their own, then serves them and marks it live", async () => {
    const publisher = publisherWith();
    const first = publish(publisher, "v1");
    await publisher.idle();
    expect(shown).toEqual(["copy of v1"]);
    expect(versions.get(first)).toMatchObject({
      state: "live",
      liveAt: "2026-12-06T10:00:00.000Z",
    });
    const second = publish(publisher, "v2");
    await publisher.idle();
    expect(shown).toEqual(["copy of v1", "copy of v2"]);
    expect(versions.live()?.id).toBe(second);
  });

  it("queues a second publish behind the one building; both go live, in order", async () => {
    /** @type {() => void} */
    let finish = () => {};
    const publisher = publisherWith({ render: fakeRender(new Promise((go) => (finish = go))) });
    const first = publish(publisher, "v1");
    const second = publish(publisher, "v2");
    expect(versions.get(first)?.state).toBe("building");
    expect(versions.get(second)?.state).toBe("queued");
    finish();
    await publisher.idle();
    expect(shown).toEqual(["copy of v1", "copy of v2"]);
    expect(versions.list(2).map((version) => version.state)).toEqual(["live", "live"]);
  });

  it("leaves the live pages as they were when a render fails, and keeps the reason", async () => {
    const publisher = publisherWith();
    const good = publish(publisher, "v1");
    await publisher.idle();
    const bad = publish(publisher, "BREAK");
    await publisher.idle();
    expect(shown).toEqual(["copy of v1"]);
    expect(versions.get(bad)).toMatchObject({
      state: "failed",
      failure: "/about: the page answered 500",
    });
    expect(versions.live()?.id).toBe(good);
    expect(existsSync(join(dir, "pages"))).toBe(true);
  });

  it("fails cleanly when the pages cannot be written", async () => {
    writeFileSync(join(dir, "pages"), "a file where the folder should be");
    const publisher = publisherWith();
    const id = publish(publisher, "v1");
    await publisher.idle();
    expect(shown).toEqual([]);
    expect(versions.get(id)).toMatchObject({
      state: "failed",
      failure: expect.stringMatching(/^(EEXIST|ENOTDIR)/),
    });
  });

  it("refuses to publish with a build made after the server started, and says to restart", async () => {
    const publisher = publisherWith();
    writeFileSync(join(dir, "build", "render", "index.js"), "export const build = 2;");
    const id = publish(publisher, "v1");
    await publisher.idle();
    expect(shown).toEqual([]);
    expect(versions.get(id)).toMatchObject({
      state: "failed",
      failure:
        "The site was built again since the server started: restart the server, then publish.",
    });
  });

  it("says why when the render process fails (a build without its server part)", async () => {
    const render = childRender(join(dir, "no-build"));
    mkdirSync(join(dir, "out"));
    writeFileSync(join(dir, "copy.json"), "{}");
    await expect(render(join(dir, "out"), join(dir, "copy.json"))).rejects.toThrow(
      /Cannot find module .*no-build\/render\/index\.js/,
    );
  });
});

describe("a server start", () => {
  it("marks the version a stopped server was building failed and serves the last live one", async () => {
    const before = publisherWith();
    const live = publish(before, "v1");
    await before.idle();
    const interrupted = versions.add(
      { createdAt: "2026-12-06T10:01:00.000Z", author: "owner", note: "" },
      () => ({ edits: "v2", fields: { en: 1, fr: 0 } }),
    );
    versions.markBuilding(interrupted);
    shown = [];
    /** @type {string[]} */
    const rendered = [];
    const after = publisherWith({
      render: async (outDir, copyFile) => {
        rendered.push(copyFile);
        await fakeRender()(outDir, copyFile);
      },
    });
    await after.start();
    await after.idle();
    expect(versions.get(interrupted)).toMatchObject({
      state: "failed",
      failure: expect.stringContaining("The server stopped while this version was being published"),
    });
    expect(versions.live()?.id).toBe(live);
    // Its pages were already rendered by this build: served as they are.
    expect(rendered).toEqual([]);
    expect(shown).toEqual(["copy of v1"]);
  });

  it("renders the live version again for a new build", async () => {
    const before = publisherWith();
    publish(before, "v1");
    await before.idle();
    writeFileSync(join(dir, "build", "render", "index.js"), "export const build = 2;");
    shown = [];
    await publisherWith().start();
    expect(shown).toEqual(["copy of v1"]);
  });
});
