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
let time = 0;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "owner-api-"));
  mkdirSync(join(dir, "client"));
  writeFileSync(join(dir, "client", "index.html"), "<!DOCTYPE html><title>Home</title>");
  const db = new Database(":memory:");
  migrate(db);
  owner = createOwnerStore(db);
  time = 0;
  app = createApp({
    root: join(dir, "client"),
    leads: { store: createLeadStore(db), readLeadPost },
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
    expect([inbox.status, await inbox.json()]).toEqual([200, { leads: [] }]);
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

it("answers the owner's paths 404 on a server without a back office", async () => {
  const staticOnly = createApp({ root: join(dir, "client") });
  const response = await staticOnly.request("http://studio.example/api/owner", {
    headers: { host: "studio.example" },
  });
  expect(response.status).toBe(404);
  expect(response.headers.get("cache-control")).toBe("no-store");
});
