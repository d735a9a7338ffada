/**
 * The static server against the real test build (server/main.js serving build-test/, as the
 * browser tests have it): what it answers, read without a browser. (These were part of
 * tests/e2e/server.spec.ts, which keeps what needs a page: the 404 page as shown, and the
 * browser fixtures' own tests.)
 */
import { connect } from "node:net";
import { describe, expect, test } from "vitest";
import { get, origin } from "./built-pages";

describe("static server", () => {
  test("/ answers 200 with a CSP and an English document", async () => {
    const response = await get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toMatch(
      /default-src 'none'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    expect(await response.text()).toContain('<html lang="en"');
  });

  test("/fr is a French document", async () => {
    const response = await get("/fr");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="fr"');
  });

  test("an unknown template slug is left to the client app (200)", async () => {
    const response = await get("/templates/some-unknown-slug");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  test("hashed assets are cached as immutable", async () => {
    const html = await (await get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset, "a hashed JS asset in the home page").toBeTruthy();
    const response = await fetch(new URL(String(asset), origin()), {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("content-encoding")).toBe("br");
  });
});

/** Sends raw bytes to the test server and returns what it answers, as text. */
function rawExchange(request: string | Buffer): Promise<string> {
  const { port, hostname } = new URL(origin());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ port: Number(port), host: hostname }, () => socket.end(request));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer")));
  });
}

describe("the Node layer's own refusals (SECURITY T12)", () => {
  test.each([
    ["a malformed request line", "GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n", 400],
    [
      "a header of 64 KB",
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(64 * 1024)}\r\n\r\n`,
      431,
    ],
    ["a header that is not HTTP", "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n", 400],
  ] as const)(
    "%s answers %i with the security headers, and the server lives on",
    async (_name, bytes, status) => {
      const answer = await rawExchange(bytes);
      const [head = ""] = answer.split("\r\n\r\n");
      expect(head.split("\r\n")[0]).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const headers = head.toLowerCase();
      for (const header of [
        "content-security-policy: default-src 'none'",
        "x-content-type-options: nosniff",
        "referrer-policy: strict-origin-when-cross-origin",
        "cross-origin-opener-policy: same-origin",
        "cross-origin-resource-policy: same-origin",
        "permissions-policy: camera=()",
        "x-frame-options: sameorigin",
      ]) {
        expect(headers, header).toContain(header);
      }
      expect((await get("/")).status).toBe(200);
    },
  );

  test("a request target over 2048 characters answers 414 with the security headers", async () => {
    const response = await get(`/?q=${"a".repeat(2100)}`);
    expect(response.status).toBe(414);
    expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
