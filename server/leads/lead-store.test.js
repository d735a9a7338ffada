import Database from "better-sqlite3";
import { beforeEach, expect, it } from "vitest";
import { migrate } from "../db/migrate.js";
import { createLeadStore } from "./lead-store.js";

/** @type {ReturnType<typeof createLeadStore>} */
let store;

beforeEach(() => {
  const db = new Database(":memory:");
  migrate(db);
  store = createLeadStore(db);
});

/** @param {string} business @param {string} [locale] */
const lead = (business, locale = "en") =>
  /** @type {import("./lead-store.js").LeadRecord} */ ({
    params: {
      from_name: business,
      from_email: "owner@example.ca",
      project_type: "Redesign",
      business_name: business,
      industry: "Construction",
      phone: "Not provided",
      message: "m",
      reply_to: "owner@example.ca",
    },
    locale,
    templateSlug: "",
    templateTitle: "",
  });

it("stores leads that arrive together, each with its own id and token, newest first", async () => {
  const at = (/** @type {number} */ minute) => new Date(Date.UTC(2026, 10, 29, 15, minute));
  const stored = await Promise.all(
    Array.from({ length: 100 }, (_, i) => store.add(lead(`Business ${i}`), at(i % 60))),
  );
  expect(new Set(stored.map((s) => s.id)).size).toBe(100);
  expect(new Set(stored.map((s) => s.deliveryToken)).size).toBe(100);
  expect(store.count()).toBe(100);
  const listed = store.list();
  expect(listed[0]?.receivedAt).toBe("2026-11-29T15:59:00.000Z");
  expect(listed.at(-1)?.receivedAt).toBe("2026-11-29T15:00:00.000Z");
});

it("rejects a lead the table refuses without losing the others of its commit", async () => {
  const results = await Promise.allSettled([
    store.add(lead("First"), new Date()),
    store.add(lead("Broken", "de"), new Date()),
    store.add(lead("Third"), new Date()),
  ]);
  expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  expect(
    store
      .list()
      .map((l) => l.businessName)
      .sort(),
  ).toEqual(["First", "Third"]);
});

it("records a delivery once, with the lead's own token", async () => {
  const { id, deliveryToken } = await store.add(lead("Once"), new Date());
  expect(store.recordDelivery(id, "wrong", { state: "sent", detail: "" })).toBe(false);
  expect(store.recordDelivery(id, deliveryToken, { state: "sent", detail: "" })).toBe(true);
  expect(store.recordDelivery(id, deliveryToken, { state: "failed", detail: "x" })).toBe(false);
  expect(store.list()[0]?.emailjsState).toBe("sent");
});
