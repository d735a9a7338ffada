// The translation proxy at /api/translate (SECURITY.md T7), through the app as the server
// runs it, with a fake translation service in place of fetch.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.js";
import { createRateLimiter } from "./rate-limit.js";
import {
  clientAddress,
  MAX_BODY_BYTES,
  requestBodyError,
  TRANSLATE_PATH,
  translateUpstream,
} from "./translate-proxy.js";

const SERVICE = "https://translate.example.com/v2/translate";
const KEY = "server-side-key";
const REQUEST = { q: "Hello", target: "fr", format: "text" };
const ANSWER = { data: { translations: [{ translatedText: "Bonjour" }] } };

/** @type {string} */
let root;
beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), "translate-proxy-"));
  root = join(dir, "client");
  mkdirSync(join(root, "404"), { recursive: true });
  writeFileSync(join(root, "index.html"), "<!DOCTYPE html><title>Home</title>");
  writeFileSync(join(root, "404", "index.html"), "<!DOCTYPE html><title>Not found</title>");
});
afterAll(() => rmSync(join(root, ".."), { recursive: true, force: true }));

/**
 * @typedef {{ url: string, init: RequestInit }} UpstreamCall
 * @param {(call: UpstreamCall) => Response | Promise<Response>} [answer]
 * @param {Partial<import("./translate-proxy.js").ProxyOptions>} [options]
 */
function appWith(answer = () => Response.json(ANSWER), options = {}) {
  /** @type {UpstreamCall[]} */
  const calls = [];
  /** @type {(url: string | URL | Request, init?: RequestInit) => Promise<Response>} */
  const fetch = async (url, init = {}) => {
    const call = { url: String(url), init };
    calls.push(call);
    return answer(call);
  };
  const app = createApp({
    root,
    translate: { upstream: { url: SERVICE, key: KEY }, fetch, ...options },
  });
  return { app, calls };
}

/**
 * @param {ReturnType<typeof createApp>} app
 * @param {RequestInit & { address?: string, duplex?: "half" }} [init]
 */
const post = (app, { address = "203.0.113.5", ...init } = {}) =>
  app.request(
    TRANSLATE_PATH,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(REQUEST),
      ...init,
    },
    { incoming: { socket: { remoteAddress: address } } },
  );

/** @param {Response} res */
function expectSiteHeaders(res) {
  expect(res.headers.get("content-security-policy")).toMatch(
    /^default-src 'none'; script-src 'self';/,
  );
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
}

describe("POST /api/translate", () => {
  it("forwards the helper's request with the key added, and returns the service's answer", async () => {
    const { app, calls } = appWith();
    const res = await post(app, {
      headers: { "Content-Type": "application/json", Cookie: "session=1", Authorization: "x" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(ANSWER);
    expectSiteHeaders(res);

    expect(calls).toHaveLength(1);
    const [{ url, init }] = /** @type {[UpstreamCall]} */ (calls);
    expect(url).toBe(`${SERVICE}?key=${KEY}`);
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual(REQUEST);
    // Nothing of the visitor's request but its body goes on.
    const sent = new Headers(init.headers);
    expect([...sent.keys()].sort()).toEqual(["accept", "content-type"]);
    expect(init.redirect).toBe("error");
  });

  it("passes the service's refusal on, status and body", async () => {
    const refusal = { error: { code: 403, message: "Daily limit exceeded" } };
    const { app } = appWith(() => Response.json(refusal, { status: 403 }));
    const res = await post(app);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(refusal);
  });

  it("sends no key when the server has none", async () => {
    const { app, calls } = appWith(undefined, { upstream: { url: SERVICE } });
    expect((await post(app)).status).toBe(200);
    expect(calls[0]?.url).toBe(SERVICE);
  });

  it.each([
    ["not JSON", "{q:"],
    ["an array", "[]"],
    ["no q", JSON.stringify({ target: "fr", format: "text" })],
    ["an empty q", JSON.stringify({ ...REQUEST, q: "" })],
    ["a q over 5000 characters", JSON.stringify({ ...REQUEST, q: "a".repeat(5001) })],
    ["another target", JSON.stringify({ ...REQUEST, target: "de" })],
    ["another format", JSON.stringify({ ...REQUEST, format: "html" })],
    ["an extra field", JSON.stringify({ ...REQUEST, key: "mine" })],
  ])("answers 400 to %s, asking nothing of the service", async (_, body) => {
    const { app, calls } = appWith();
    const res = await post(app, { body });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual(expect.any(String));
    expectSiteHeaders(res);
    expect(calls).toEqual([]);
  });

  it("takes 5000 characters of three UTF-8 bytes each", async () => {
    const { app } = appWith();
    const res = await post(app, { body: JSON.stringify({ ...REQUEST, q: "€".repeat(5000) }) });
    expect(res.status).toBe(200);
  });

  it("answers 413 to a body over 16 KB, declared or not, and 415 to one that is not JSON", async () => {
    const { app, calls } = appWith();
    const big = JSON.stringify({ ...REQUEST, q: "a".repeat(MAX_BODY_BYTES) });
    const res = await post(app, { body: big });
    expect(res.status).toBe(413);
    expectSiteHeaders(res);
    // Streamed with no Content-Length.
    const stream = new Blob([big]).stream();
    const streamed = await post(app, { body: stream, duplex: "half" });
    expect(streamed.status).toBe(413);

    const form = await post(app, { headers: { "Content-Type": "text/plain" } });
    expect(form.status).toBe(415);
    expect(calls).toEqual([]);
  });

  it("answers 429 with Retry-After past the limit, per address", async () => {
    let now = 0;
    const { app, calls } = appWith(undefined, {
      limit: { requests: 2, windowMs: 60_000, now: () => now },
    });
    expect((await post(app)).status).toBe(200);
    expect((await post(app)).status).toBe(200);
    now = 15_000;
    const res = await post(app);
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("45");
    expectSiteHeaders(res);
    expect((await post(app, { address: "198.51.100.7" })).status).toBe(200);
    now = 60_000;
    expect((await post(app)).status).toBe(200);
    expect(calls).toHaveLength(4);
  });

  it("answers 504 when the service does not answer in time", async () => {
    const { app } = appWith(
      ({ init }) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
      { timeoutMs: 30 },
    );
    const res = await post(app);
    expect(res.status).toBe(504);
    expectSiteHeaders(res);
  });

  it("answers 502 when the service's answer is not JSON or too large", async () => {
    for (const body of ["<html>oops</html>", JSON.stringify({ t: "x".repeat(300_000) })]) {
      const { app } = appWith(() => new Response(body, { status: 200 }));
      const res = await post(app);
      expect(res.status).toBe(502);
      expectSiteHeaders(res);
    }
  });

  it.each(["GET", "HEAD", "PUT", "DELETE", "OPTIONS"])("answers 405 to %s", async (method) => {
    const { app, calls } = appWith();
    const res = await app.request(TRANSLATE_PATH, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expectSiteHeaders(res);
    expect(calls).toEqual([]);
  });

  it("answers 503 with what to set when no service is configured", async () => {
    const app = createApp({ root });
    const res = await post(app);
    expect(res.status).toBe(503);
    expect((await res.json()).error).toMatch(/TRANSLATE_URL/);
    expectSiteHeaders(res);
  });

  it("leaves every other POST to the static server's 405", async () => {
    const { app } = appWith();
    const res = await app.request("/api/translate/x", { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("translateUpstream", () => {
  it("reads TRANSLATE_URL and TRANSLATE_KEY", () => {
    expect(translateUpstream({})).toBeNull();
    expect(translateUpstream({ TRANSLATE_URL: SERVICE })).toEqual({ url: SERVICE });
    expect(translateUpstream({ TRANSLATE_URL: SERVICE, TRANSLATE_KEY: KEY })).toEqual({
      url: SERVICE,
      key: KEY,
    });
    expect(translateUpstream({ TRANSLATE_URL: "http://127.0.0.1:5000/translate" })).toEqual({
      url: "http://127.0.0.1:5000/translate",
    });
  });

  it.each([
    { TRANSLATE_URL: "http://translate.example.com/v2" },
    { TRANSLATE_URL: "not a url" },
    { TRANSLATE_KEY: KEY },
  ])("refuses %j", (env) => {
    expect(() => translateUpstream(env)).toThrow(/TRANSLATE_/);
  });
});

describe("clientAddress", () => {
  const req = new Request("http://x/", { headers: { "X-Forwarded-For": "1.1.1.1, 192.0.2.9" } });
  it("takes the proxy's X-Forwarded-For entry only from a proxy on this machine", () => {
    expect(clientAddress(req, "127.0.0.1")).toBe("192.0.2.9");
    expect(clientAddress(req, "::ffff:127.0.0.1")).toBe("192.0.2.9");
    expect(clientAddress(req, "203.0.113.5")).toBe("203.0.113.5");
    expect(clientAddress(new Request("http://x/"), "::1")).toBe("::1");
  });
});

describe("requestBodyError", () => {
  it("accepts exactly the helper's request", () => {
    expect(requestBodyError(REQUEST)).toBeNull();
    expect(requestBodyError(null)).toMatch(/JSON object/);
  });
});

describe("createRateLimiter", () => {
  it("counts no more than maxAddresses addresses in one window", () => {
    const take = createRateLimiter({ requests: 5, windowMs: 1000, maxAddresses: 2, now: () => 0 });
    expect(take("a").ok).toBe(true);
    expect(take("b").ok).toBe(true);
    expect(take("c")).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(take("a").ok).toBe(true);
  });
});
