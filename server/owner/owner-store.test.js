import Database from "better-sqlite3";
import { beforeEach, expect, it } from "vitest";
import { migrate } from "../db/migrate.js";
import { createOwnerStore, SETUP_LINK_MS } from "./owner-store.js";
import { IDLE_MS } from "./session-rules.js";

let time = 1_700_000_000_000;
/** @type {ReturnType<typeof createOwnerStore>} */
let store;
/** @type {import("better-sqlite3").Database} */
let db;

beforeEach(() => {
  db = new Database(":memory:");
  migrate(db);
  store = createOwnerStore(db, () => time);
});

it("has no owner until a password is set", () => {
  expect(store.hasOwner()).toBe(false);
  store.setPassword("scrypt$hash");
  expect(store.hasOwner()).toBe(true);
  expect(store.passwordHash()).toBe("scrypt$hash");
});

it("takes a setup link once, within the hour", () => {
  const link = store.newSetupLink();
  expect(store.takeSetupLink("not-it")).toBe(false);
  expect(store.takeSetupLink(link)).toBe(true);
  expect(store.takeSetupLink(link)).toBe(false);
  const late = store.newSetupLink();
  time += SETUP_LINK_MS;
  expect(store.takeSetupLink(late)).toBe(false);
});

it("keeps only the hash of a token: the database alone opens nothing", () => {
  const session = store.setPassword("scrypt$hash");
  const link = store.newSetupLink();
  const stored = JSON.stringify(db.prepare("SELECT * FROM sessions, setup_links").all());
  expect(stored).not.toContain(session);
  expect(stored).not.toContain(link);
});

it("ends a session idle for 8 hours, and every session when the password changes", () => {
  const first = store.setPassword("scrypt$one");
  const second = store.openSession();
  time += IDLE_MS - 1;
  expect(store.sessionIsLive(first)).toBe(true);
  time += IDLE_MS - 1;
  expect(store.sessionIsLive(first)).toBe(true);
  expect(store.sessionIsLive(second)).toBe(false);
  const third = store.setPassword("scrypt$two");
  expect(store.sessionIsLive(first)).toBe(false);
  expect(store.sessionIsLive(third)).toBe(true);
  store.closeSession(third);
  expect(store.sessionIsLive(third)).toBe(false);
  expect(store.sessionIsLive(undefined)).toBe(false);
});
