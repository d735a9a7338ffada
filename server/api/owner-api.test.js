// The owner's sign-in through the site's own app (server/app.js): routes, headers, cookies.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readLeadPost } from "../../app/lib/lead/lead-post";
import { createApp } from "../app.js";
import { migrate } from "../db/migrate.js";
import { createLeadStore } from "../leads/lead-store.js";
import { createOwnerStore } from "../owner/owner-store.js";
import { hashPassword, verifyPassword } from "../owner/password-hash.js";
import { createSignInThrottle } from "../owner/sign-in-throttle.js";

const PASSWORD = "lake nipissing in july";
const CHEAP = { log2N: 10, r: 8, p: 1 };

let dir = "";
/** @type {ReturnType<typeof createApp>} */
let app;
/** @type {ReturnType<typeof createOwnerStore>} */
let owner;
/** @type {ReturnType<typeof createLeadStore>} */
let leads;
let time = 0;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "owner-api-"));
  mkdirSync(join(dir, "client"));
  writeFileSync(join(dir, "client", "index.html"), "<!DOCTYPE html><title>Home</title>");
  const db = new Database(":memory:");
  migrate(db);
  owner = createOwnerStore(db);
  leads = createLeadStore(db);
  time = 0;
  app = createApp({
    root: join(dir, "client"),
    leads: { store: leads, readLeadPost },
    owner: {
      store: owner,
      hash: (password) => hashPassword(password, CHEAP),
      verify: verifyPassword,
      throttle: createSignInThrottle({ perAddress: 3, perAccount: 50, now: () => time }),
    },
  });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * @param {string} path
 * @param {{ body?: object, cookie?: string, origin?: string, https?: boolean, method?: string }} [init]
 */
function call(path, { body, cookie, origin, https = false, method = body ? "POST" : "GET" } = {}) {
  const base = `${https ? "https" : "http"}://studio.example`;
  const headers = new Headers({ host: "studio.example" });
  if (https) headers.set("x-forwarded-proto", "https");
  if (method === "POST") headers.set("origin", origin ?? base);
  if (body) headers.set("content-type", "application/json");
  if (cookie) headers.set("cookie", cookie);
  return app.request(`${base}${path}`, {
    method,
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** The `name=value` part of the answer's Set-Cookie. @param {Response} response */
const cookieOf = (response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

async function setUp(https = false) {
  const response = await call("/api/owner/setup", {
    body: { token: owner.newSetupLink(), password: PASSWORD },
    https,
  });
  expect(response.status).toBe(201);
  return response;
}

describe("the first start's setup link", () => {
  it("sets the owner password once, signs its holder in, and then is gone", async () => {
    expect(await (await call("/api/owner")).json()).toEqual({ owner: false, signedIn: false });
    const link = owner.newSetupLink();
    const weak = await call("/api/owner/setup", { body: { token: link, password: "short" } });
    expect([weak.status, await weak.json()]).toEqual([422, { error: "too-short" }]);
    const wrong = await call("/api/owner/setup", { body: { token: "guess", password: PASSWORD } });
    expect(wrong.status).toBe(403);

    const done = await call("/api/owner/setup", { body: { token: link, password: PASSWORD } });
    expect(done.status).toBe(201);
    const session = cookieOf(done);
    expect(await (await call("/api/owner", { cookie: session })).json()).toEqual({
      owner: true,
      signedIn: true,
    });
    const again = await call("/api/owner/setup", { body: { token: link, password: PASSWORD } });
    expect(again.status).toBe(409);
  });
});

describe("sign-in", () => {
  it("sets an HttpOnly, SameSite=Strict session cookie; __Host- and Secure under https", async () => {
    const plain = (await setUp()).headers.get("set-cookie");
    expect(plain).toMatch(
      /^owner-session=[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    const signIn = await call("/api/owner/sign-in", { body: { password: PASSWORD }, https: true });
    expect(signIn.status).toBe(204);
    expect(signIn.headers.get("set-cookie")).toMatch(
      /^__Host-owner-session=[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
    );
    expect(signIn.headers.get("cache-control")).toBe("no-store");
  });

  it("says a wrong password is wrong, slows repeated ones, and lets the right one in", async () => {
    await setUp();
    const attempt = (password = "not the password") =>
      call("/api/owner/sign-in", { body: { password } });
    for (let i = 0; i < 3; i++) {
      const wrong = await attempt();
      expect([wrong.status, await wrong.json(), wrong.headers.get("set-cookie")]).toEqual([
        401,
        { error: "incorrect" },
        null,
      ]);
    }
    const slowed = await attempt(PASSWORD);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get("retry-after")).toBe("1");
    time += 1000;
    const right = await attempt(PASSWORD);
    expect(right.status).toBe(204);
    expect(cookieOf(right)).toMatch(/^owner-session=/);
  });

  it("refuses a sign-in posted from another site's page", async () => {
    await setUp();
    const response = await call("/api/owner/sign-in", {
      body: { password: PASSWORD },
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
  });
});

describe("the session", () => {
  it("opens the lead inbox, and a forged or signed-out cookie opens nothing", async () => {
    const session = cookieOf(await setUp());
    expect((await call("/api/leads")).status).toBe(401);
    expect((await call("/api/leads", { cookie: "owner-session=forged" })).status).toBe(401);
    const inbox = await call("/api/leads", { cookie: session });
    expect([inbox.status, await inbox.json()]).toEqual([200, { leads: [], retentionMonths: 24 }]);
    expect(inbox.headers.get("cache-control")).toBe("no-store");

    const out = await call("/api/owner/sign-out", { body: {}, cookie: session });
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(/^owner-session=; Max-Age=0;/);
    expect((await call("/api/leads", { cookie: session })).status).toBe(401);
  });

  it("ends every session when the password changes, and gives the changer a new one", async () => {
    const first = cookieOf(await setUp());
    const second = cookieOf(await call("/api/owner/sign-in", { body: { password: PASSWORD } }));
    const noSession = await call("/api/owner/password", {
      body: { current: PASSWORD, password: "a brand new password" },
    });
    expect(noSession.status).toBe(401);
    const wrongCurrent = await call("/api/owner/password", {
      body: { current: "nope", password: "a brand new password" },
      cookie: first,
    });
    expect(wrongCurrent.status).toBe(401);
    const changed = await call("/api/owner/password", {
      body: { current: PASSWORD, password: "a brand new password" },
      cookie: first,
    });
    expect(changed.status).toBe(204);
    const renewed = cookieOf(changed);
    expect((await call("/api/leads", { cookie: first })).status).toBe(401);
    expect((await call("/api/leads", { cookie: second })).status).toBe(401);
    expect((await call("/api/leads", { cookie: renewed })).status).toBe(200);
    const old = await call("/api/owner/sign-in", { body: { password: PASSWORD } });
    expect(old.status).toBe(401);
  });
});

describe("the inbox's calls", () => {
  /** @param {string} businessName */
  const addLead = async (businessName) =>
    (
      await leads.add(
        {
          params: {
            from_name: businessName,
            from_email: "owner@example.ca",
            project_type: "Redesign",
            business_name: businessName,
            industry: "Construction",
            phone: "7055550199",
            message: "m",
            reply_to: "owner@example.ca",
          },
          locale: "fr",
          templateSlug: "",
          templateTitle: "",
        },
        new Date("2026-11-29T15:04:00Z"),
      )
    ).id;

  it("mark a lead, delete it, and export every lead as CSV, for the owner alone", async () => {
    const session = cookieOf(await setUp());
    const id = await addLead("=Lakeshore");
    const kept = await addLead("Nickel Belt Outfitters");
    const mark = (/** @type {object} */ body, cookie = session, lead = id) =>
      call(`/api/leads/${lead}/status`, { body, cookie });
    expect((await mark({ status: "won" }, "")).status).toBe(401);
    expect((await mark({ status: "sold" })).status).toBe(422);
    expect((await mark({ status: "won" }, session, "unknown")).status).toBe(404);
    expect((await mark({ status: "contacted" })).status).toBe(204);
    expect(leads.list().find((lead) => lead.id === id)?.status).toBe("contacted");

    expect((await call("/api/leads.csv")).status).toBe(401);
    const csv = await call("/api/leads.csv", { cookie: session });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.headers.get("cache-control")).toBe("no-store");
    const rows = (await csv.text()).trim().split("\r\n");
    expect(rows).toHaveLength(3);
    expect(rows.join("\n")).toContain('"contacted","\'=Lakeshore"');

    const remove = (
      /** @type {string} */ cookie,
      /** @type {string | undefined} */ origin = undefined,
    ) => call(`/api/leads/${id}/delete`, { body: {}, cookie, origin });
    expect((await remove(session, "https://evil.example")).status).toBe(403);
    expect((await remove("")).status).toBe(401);
    expect((await remove(session)).status).toBe(204);
    expect((await remove(session)).status).toBe(404);
    expect(leads.list().map((lead) => lead.id)).toEqual([kept]);
  });

  it("retention deletes the leads received before its cutoff, and only those", async () => {
    await addLead("Old");
    expect(leads.removeReceivedBefore(new Date("2026-11-29T15:03:59Z"))).toBe(0);
    expect(leads.removeReceivedBefore(new Date("2026-11-29T15:04:01Z"))).toBe(1);
    expect(leads.count()).toBe(0);
  });
});

it("answers the owner's paths 404 on a server without a back office", async () => {
  const staticOnly = createApp({ root: join(dir, "client") });
  const response = await staticOnly.request("http://studio.example/api/owner", {
    headers: { host: "studio.example" },
  });
  expect(response.status).toBe(404);
  expect(response.headers.get("cache-control")).toBe("no-store");
});
