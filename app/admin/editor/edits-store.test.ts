import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubLocalStorage } from "../../lib/memory-storage";
import {
  NO_EDITS,
  editsFromRows,
  listEdits,
  setEdit,
  type EditSet,
} from "../../lib/copy-edits/edits";
import { EDIT_LIMITS, parseStoredEdits, serializeEdits } from "../../lib/copy-edits/edits-schema";

const KEY = "nickel-and-pine-copy-edits";
const BACKUP_KEY = "nickel-and-pine-copy-edits-backup";

let local: Map<string, string>;

beforeEach(() => {
  local = stubLocalStorage();
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

/** The store as a page that has just loaded it sees it. */
const loadStore = () => import("./edits-store");

/** `count` English edits of the home page's hero. */
const edits = (count: number, value = "Edited"): EditSet =>
  editsFromRows({
    en: Array.from({ length: count }, (_, i) => ({
      page: "home",
      section: "home.hero",
      field: `field${i}`,
      value,
    })),
  });

const title = { page: "home", section: "home.hero", field: "title" };

describe("the edit store never stores edits it could not read back (issue 32, point 5)", () => {
  it.each([
    ["more edits than allowed", edits(EDIT_LIMITS.fields + 1)],
    ["more bytes than allowed", edits(200, "x".repeat(EDIT_LIMITS.valueLength))],
  ])("keeps the stored edits when a change would make %s", async (_, tooMany) => {
    const owners = edits(10);
    local.set(KEY, serializeEdits(owners));
    const store = await loadStore();
    store.commitEdits(tooMany);
    expect(parseStoredEdits(local.get(KEY)!)).toEqual(owners);
    expect(store.editsState().notSaved).toBe(true);
  });
});

describe("a stored value the editor cannot read in full (issue 32, point 5)", () => {
  const unreadable = [
    ["malformed JSON", '{"version":1,"edits":{"en":'],
    [
      "an entry the schema refuses",
      JSON.stringify({
        version: 1,
        edits: { en: { home: { "home.hero": { title: "Kept", "bad key!": "Dropped" } } } },
      }),
    ],
    ["more edits than allowed", serializeEdits(edits(EDIT_LIMITS.fields + 1))],
  ] as const;

  it.each(unreadable)(
    "with %s, is kept under the backup key and stays there after the next change",
    async (_, raw) => {
      local.set(KEY, raw);
      const store = await loadStore();
      expect(local.get(BACKUP_KEY)).toBe(raw);
      expect(store.editsState().backup).toBe(raw);

      store.commitEdits(setEdit(store.currentEdits(), "en", title, "A new title"));
      expect(local.get(BACKUP_KEY)).toBe(raw);
      expect(listEdits(parseStoredEdits(local.get(KEY)!)!, "en")).toContainEqual({
        ...title,
        value: "A new title",
      });
    },
  );

  it("shows the entries it could read, and leaves an intact stored value without a backup", async () => {
    local.set(KEY, unreadable[1][1]);
    const store = await loadStore();
    expect(listEdits(store.currentEdits(), "en")).toEqual([{ ...title, value: "Kept" }]);

    vi.resetModules();
    local.clear();
    local.set(KEY, serializeEdits(edits(3)));
    const intact = await loadStore();
    expect(intact.editsState().backup).toBeNull();
    expect(local.has(BACKUP_KEY)).toBe(false);
  });

  it("never replaces an earlier backup: the stored value then stays as it is until that backup is discarded", async () => {
    local.set(BACKUP_KEY, "an earlier backup");
    local.set(KEY, unreadable[0][1]);
    const store = await loadStore();
    store.commitEdits(setEdit(store.currentEdits(), "en", title, "A new title"));
    expect(local.get(BACKUP_KEY)).toBe("an earlier backup");
    expect(local.get(KEY)).toBe(unreadable[0][1]);
    expect(store.editsState().notSaved).toBe(true);

    store.discardBackup();
    expect(local.get(BACKUP_KEY)).toBe(unreadable[0][1]);
    store.commitEdits(setEdit(store.currentEdits(), "en", title, "Another title"));
    expect(store.editsState()).toMatchObject({ notSaved: false, backup: unreadable[0][1] });
    expect(parseStoredEdits(local.get(KEY)!)).not.toEqual(NO_EDITS);
  });
});
