import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadPost, readLeadPost } from "../../app/lib/lead/lead-post";
import { openDatabase } from "../db/open-database.js";
import { createLeadStore } from "../leads/lead-store.js";
import { createLeadsApi, MAX_LEAD_BODY } from "./leads-api.js";

const ORIGIN = "https://studio.example";
const LEAD = leadPost(
  {
    step: 3,
    projectType: "new-website",
    businessName: "Lakeshore Plumbing",
    industry: "construction",
    otherIndustry: "",
    email: "owner@lakeshore.example",
    phone: "705 555 0199",
    savedAt: 0,
  },
  { locale: "en", fillMs: 8000 },
  "",
);

let dir = "";
/** @type {import("better-sqlite3").Database} */
let db;
/** @type {ReturnType<typeof createLeadStore>} */
let store;
/** @type {ReturnType<typeof createLeadsApi>} */
let api;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "leads-api-"));
  db = openDatabase(dir);
  store = createLeadStore(db);
  api = createLeadsApi({
    store,
    readLeadPost,
    headers: (_req, _status, extra) => new Headers(extra),
    limit: { requests: 3, windowMs: 60_000 },
  });
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/**
 * @param {string} path
 * @param {{ body?: BodyInit, origin?: string | null, type?: string, method?: string, address?: string }} [init]
 */
function call(
  path,
  { body, origin = ORIGIN, type = "application/json", method = "POST", address = "192.0.2.1" } = {},
) {
  const headers = new Headers({ host: "studio.example" });
  if (origin) headers.set("origin", origin);
  if (type) headers.set("content-type", type);
  // A streamed body needs `duplex` (Node's fetch), which the DOM's RequestInit does not type.
  const init = /** @type {RequestInit} */ ({ method, headers, body, duplex: "half" });
  const req = new Request(`${ORIGIN}${path}`, init);
  return api(req, path, () => address, true);
}
const postLead = (/** @type {unknown} */ lead = LEAD, options = {}) =>
  call("/api/leads", { body: JSON.stringify(lead), ...options });

describe("POST /api/leads", () => {
  it("stores the lead before answering 201 with its id and a delivery token, no-store", async () => {
    const response = await postLead();
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { id, deliveryToken } = await response.json();
    expect(store.list()).toEqual([
      expect.objectContaining({ id, businessName: "Lakeshore Plumbing", emailjsState: "pending" }),
    ]);
    expect(deliveryToken).toMatch(/^[\w-]{24}$/);
  });

  it("stores script and SQL payloads as the text they are", async () => {
    const hostile = "Robert'); DROP TABLE leads;-- <script>alert(1)</script>";
    const response = await postLead({ ...LEAD, draft: { ...LEAD.draft, businessName: hostile } });
    expect(response.status).toBe(201);
    expect(store.list()[0]?.businessName).toBe(hostile);
  });

  it("refuses another site's page, or no Origin, before reading anything", async () => {
    expect((await postLead(LEAD, { origin: "https://evil.example" })).status).toBe(403);
    expect((await postLead(LEAD, { origin: null })).status).toBe(403);
    expect((await postLead(LEAD, { origin: "http://studio.example" })).status).toBe(403);
    expect(store.count()).toBe(0);
  });

  it("refuses a body over 16 KB with 413, whatever its Content-Length says", async () => {
    const big = JSON.stringify({ ...LEAD, website: "", pad: "x".repeat(MAX_LEAD_BODY) });
    expect((await postLead(JSON.parse(big))).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    expect((await call("/api/leads", { body: stream })).status).toBe(413);
    expect(store.count()).toBe(0);
  });

  it("refuses what is not JSON, not a lead, or not a person's", async () => {
    let n = 0;
    const from = () => ({ address: `198.51.100.${++n}` }); // one post per address: no limit
    const raw = (/** @type {string} */ body, type = "application/json") =>
      call("/api/leads", { body, type, ...from() });
    expect((await raw("a=1", "application/x-www-form-urlencoded")).status).toBe(415);
    expect((await raw("{not json")).status).toBe(400);
    const invalid = await postLead({ ...LEAD, draft: { ...LEAD.draft, email: "nope" } }, from());
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({ error: "invalid", fields: ["draft.email"] });
    // A script's lead is answered as a person's and stored nowhere.
    expect((await postLead({ ...LEAD, website: "spam" }, from())).status).toBe(201);
    expect((await postLead({ ...LEAD, fillMs: 10 }, from())).status).toBe(201);
    expect(store.count()).toBe(0);
  });

  it("takes at most the limit from one address, and still takes others'", async () => {
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await postLead()).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    expect((await postLead(LEAD, { address: "192.0.2.2" })).status).toBe(201);
    expect(store.count()).toBe(4);
  });

  it("answers GET with 401: the list is the owner's", async () => {
    const response = await call("/api/leads", { method: "GET", type: "" });
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("POST /api/leads/:id/delivery", () => {
  it("records the e-mail's outcome once, with the lead's own token", async () => {
    const { id, deliveryToken } = await (await postLead()).json();
    const report = (/** @type {object} */ body, lead = id) =>
      call(`/api/leads/${lead}/delivery`, { body: JSON.stringify(body) });
    expect((await report({ token: "wrong", state: "sent" })).status).toBe(404);
    expect((await report({ token: deliveryToken, state: "maybe" })).status).toBe(422);
    expect(
      (await report({ token: deliveryToken, state: "failed", detail: "failed: 500 Server error" }))
        .status,
    ).toBe(204);
    expect(store.list()[0]).toMatchObject({
      emailjsState: "failed",
      emailjsDetail: "failed: 500 Server error",
    });
    expect((await report({ token: deliveryToken, state: "sent" })).status).toBe(404);
    expect(store.list()[0]?.emailjsState).toBe("failed");
    expect((await report({ token: deliveryToken, state: "sent" }, "unknown-id")).status).toBe(404);
  });

  it("refuses another site's page", async () => {
    const { id, deliveryToken } = await (await postLead()).json();
    const response = await call(`/api/leads/${id}/delivery`, {
      body: JSON.stringify({ token: deliveryToken, state: "sent" }),
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    expect(store.list()[0]?.emailjsState).toBe("pending");
  });
});

it("answers any other /api path 404, no-store", async () => {
  const response = await call("/api/nothing", { method: "GET", type: "" });
  expect(response.status).toBe(404);
  expect(response.headers.get("cache-control")).toBe("no-store");
});
