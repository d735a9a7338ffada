// The browser's owner calls against the studio's real server app (server/app.js, an in-memory
// SQLite database), with the browser's cookie jar played by a variable.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApp } from "../../../server/app.js";
import { migrate } from "../../../server/db/migrate.js";
import { createOwnerStore } from "../../../server/owner/owner-store.js";
import { hashPassword, verifyPassword } from "../../../server/owner/password-hash.js";
import { createSignInThrottle } from "../../../server/owner/sign-in-throttle.js";
import { probeOwner, setUpOwner, signIn, signOut } from "./owner-client";
import { setupTokenOf, withoutSetupToken } from "./setup-link";

const ORIGIN = "http://studio.example";
const PASSWORD = "blueberry hill at dawn";

let dir = "";
let jar = "";
let store: ReturnType<typeof createOwnerStore>;
let app: ReturnType<typeof createApp>;
const sent: { path: string; body: unknown }[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "owner-client-"));
  mkdirSync(join(dir, "client"));
  writeFileSync(join(dir, "client", "index.html"), "<!DOCTYPE html><title>Home</title>");
  const db = new Database(":memory:");
  migrate(db);
  store = createOwnerStore(db);
  jar = "";
  sent.length = 0;
  app = createApp({
    root: join(dir, "client"),
    owner: {
      store,
      hash: (password: string) => hashPassword(password, { log2N: 10, r: 8, p: 1 }),
      verify: verifyPassword,
      throttle: createSignInThrottle({ perAddress: 2, perAccount: 50 }),
    },
  });
  // What the browser does for a same-origin fetch: the Origin header on a POST, cookies both ways.
  vi.stubGlobal("fetch", async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("host", "studio.example");
    if (init.method === "POST") headers.set("origin", ORIGIN);
    if (jar) headers.set("cookie", jar);
    if (init.body) sent.push({ path, body: JSON.parse(String(init.body)) });
    const response = await app.request(`${ORIGIN}${path}`, { ...init, headers });
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0];
    if (cookie) jar = cookie.endsWith("=") ? "" : cookie;
    return response;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  rmSync(dir, { recursive: true, force: true });
});

describe("the setup link", () => {
  it("reads the token from the fragment only, and the address loses it once used", () => {
    expect(setupTokenOf("#owner-setup=abcdefghijklmnopqrstuv")).toBe("abcdefghijklmnopqrstuv");
    expect(setupTokenOf("#owner-setup=short")).toBeNull();
    expect(setupTokenOf("#owner-setup=<script>alert(1)</script>xxxxxxxx")).toBeNull();
    expect(setupTokenOf("")).toBeNull();
    expect(withoutSetupToken("http://s.example/fr?x=1#owner-setup=abcdefghijklmnopqrstuv")).toBe(
      "/fr?x=1",
    );
  });

  it("sets the first password once, signs this browser in, and a used link is refused", async () => {
    const token = store.newSetupLink();
    expect(await probeOwner()).toEqual({ kind: "server", owner: false, signedIn: false });
    expect(await setUpOwner(token, "too short")).toEqual({ kind: "too-short" });
    expect(await setUpOwner("wrong-token-wrong-token", PASSWORD)).toEqual({ kind: "link" });
    expect(await setUpOwner(token, PASSWORD)).toEqual({ kind: "signed-in" });
    expect(sent.at(-1)).toEqual({ path: "/api/owner/setup", body: { token, password: PASSWORD } });
    expect(await probeOwner()).toEqual({ kind: "server", owner: true, signedIn: true });
    expect(await setUpOwner(token, PASSWORD)).toEqual({ kind: "owner-exists" });
  });
});

describe("signing in and out", () => {
  beforeEach(async () => {
    store.setPassword(await hashPassword(PASSWORD, { log2N: 10, r: 8, p: 1 }));
  });

  it("a wrong password is incorrect, repeated ones wait, the right one signs in, sign-out ends it", async () => {
    expect(await signIn("not the password")).toEqual({ kind: "incorrect" });
    expect(await signIn("not the password")).toEqual({ kind: "incorrect" });
    const waiting = await signIn(PASSWORD);
    expect(waiting.kind).toBe("wait");
    expect(waiting.kind === "wait" && waiting.seconds).toBeGreaterThanOrEqual(1);
    expect(await probeOwner()).toEqual({ kind: "server", owner: true, signedIn: false });
  });

  it("signs in, and out on the server", async () => {
    expect(await signIn(PASSWORD)).toEqual({ kind: "signed-in" });
    expect(sent.at(-1)).toEqual({ path: "/api/owner/sign-in", body: { password: PASSWORD } });
    expect(await probeOwner()).toEqual({ kind: "server", owner: true, signedIn: true });
    const session = jar;
    expect(await signOut()).toBe(true);
    jar = session; // A copy of the old cookie opens nothing either.
    expect(await probeOwner()).toEqual({ kind: "server", owner: true, signedIn: false });
  });
});

describe("without the studio's server", () => {
  it("a static host (404 or its fallback page) is static; no answer or a 5xx is unreachable", async () => {
    const answer = (response: Response) => vi.stubGlobal("fetch", async () => response);
    answer(new Response("Not found", { status: 404 }));
    expect(await probeOwner()).toEqual({ kind: "static" });
    answer(new Response("<!DOCTYPE html>", { headers: { "Content-Type": "text/html" } }));
    expect(await probeOwner()).toEqual({ kind: "static" });
    answer(new Response("Bad gateway", { status: 502 }));
    expect(await probeOwner()).toEqual({ kind: "unreachable" });
    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await probeOwner()).toEqual({ kind: "unreachable" });
    expect(await signIn(PASSWORD)).toEqual({ kind: "unreachable" });
    expect(await signOut()).toBe(false);
  });
});
