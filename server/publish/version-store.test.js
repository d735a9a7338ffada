import Database from "better-sqlite3";
import { beforeEach, describe, expect, it } from "vitest";
import { migrate } from "../db/migrate.js";
import { createVersionStore } from "./version-store.js";

/** @type {import("./version-store.js").VersionStore} */
let versions;

beforeEach(() => {
  const db = new Database(":memory:");
  migrate(db);
  versions = createVersionStore(db);
});

/** A version whose edits are the previous one's with `text` appended (to see what it built on). */
const add = (/** @type {string} */ text, note = "") =>
  versions.add({ createdAt: "2026-12-06T10:00:00.000Z", author: "owner", note }, (previous) => ({
    edits: JSON.stringify([...(previous ? JSON.parse(previous) : []), text]),
    fields: { en: 1, fr: 0 },
  }));

describe("the versions of the published copy", () => {
  it("are queued in order, each built on the newest one that did not fail", () => {
    const first = add("a", "Spring hero");
    const second = add("b");
    expect(versions.get(second)?.edits).toBe('["a","b"]');
    versions.markFailed(second, "render error");
    const third = add("c");
    expect(versions.get(third)?.edits).toBe('["a","c"]');
    expect(versions.before(third)?.id).toBe(first);
    expect(versions.list(10).map((version) => [version.id, version.state])).toEqual([
      [third, "queued"],
      [second, "failed"],
      [first, "queued"],
    ]);
    expect(versions.list(1)[0]).toEqual({
      id: third,
      createdAt: "2026-12-06T10:00:00.000Z",
      author: "owner",
      note: "",
      fields: { en: 1, fr: 0 },
      restoredFrom: null,
      state: "queued",
      failure: "",
      liveAt: null,
    });
  });

  it("go live one at a time: the newest live one is what visitors see", () => {
    expect(versions.live()).toBeNull();
    const first = add("a");
    const second = add("b");
    expect(versions.nextQueued()?.id).toBe(first);
    versions.markBuilding(first);
    versions.markLive(first, new Date("2026-12-06T10:00:05Z"));
    expect(versions.nextQueued()?.id).toBe(second);
    versions.markLive(second, new Date("2026-12-06T10:00:09Z"));
    expect(versions.live()).toMatchObject({ id: second, liveAt: "2026-12-06T10:00:09.000Z" });
  });

  it("mark a version a stopped server left building as failed, with the reason", () => {
    const first = add("a");
    versions.markLive(first, new Date());
    const second = add("b");
    versions.markBuilding(second);
    expect(versions.failInterrupted("stopped")).toBe(1);
    expect(versions.get(second)).toMatchObject({ state: "failed", failure: "stopped" });
    expect(versions.live()?.id).toBe(first);
    expect(versions.failInterrupted("stopped")).toBe(0);
  });

  it("keep a restored version's origin", () => {
    const first = add("a");
    const restored = versions.add(
      { createdAt: "2026-12-06T11:00:00.000Z", author: "owner", note: "", restoredFrom: first },
      () => ({ edits: '["a"]', fields: { en: 1, fr: 0 } }),
    );
    expect(versions.get(restored)).toMatchObject({ restoredFrom: first, edits: '["a"]' });
  });
});
