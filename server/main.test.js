// server/main.js as a process: on SIGTERM it finishes in-flight requests and exits within 5 s
// (SECURITY.md §4), without waiting on idle keep-alive connections; Node's own refusals reach
// the client whole, with the security headers.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { Agent, get } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { BIG, killStartedServers, makeBuild, startServer as startMain } from "./spawn-main.js";

/** @type {string} */
let dir;

beforeAll(() => {
  dir = makeBuild("server-main-");
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

afterEach(killStartedServers);

/** @param {Record<string, string>} [env] */
const startServer = (env) => startMain(dir, env);

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

it("on SIGTERM, finishes the answer being sent and exits 0 within 5 s", async () => {
  const { child, port, output, exit } = await startServer();
  const agent = new Agent({ keepAlive: true });
  const res = await new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path: "/assets/big-abc123.bin", agent }, resolve).on(
      "error",
      reject,
    );
  });
  expect(res.statusCode).toBe(200);
  res.pause();

  const stoppedAt = Date.now();
  child.kill("SIGTERM");
  await sleep(500);
  expect(child.exitCode, "the process waits for the answer in flight").toBeNull();
  expect(output()).toContain("SIGTERM received");

  let received = 0;
  res.on("data", (/** @type {Buffer} */ chunk) => (received += chunk.length));
  await new Promise((resolve, reject) => {
    res.on("end", resolve);
    res.on("error", (/** @type {Error} */ error) =>
      reject(new Error(`${error.message}; the server said:\n${output()}`)),
    );
    res.resume();
  });
  expect(received).toBe(BIG);

  expect(await exit).toBe(0);
  expect(Date.now() - stoppedAt).toBeLessThan(5000);
  agent.destroy();
}, 20_000);

it("on SIGTERM, does not wait for an idle keep-alive connection", async () => {
  const { child, port, exit } = await startServer();
  const agent = new Agent({ keepAlive: true });
  await new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
      res.resume();
      res.on("end", resolve);
    }).on("error", reject);
  });
  expect(agent.freeSockets).not.toEqual({}); // the connection stays open, idle

  const stoppedAt = Date.now();
  child.kill("SIGTERM");
  expect(await exit).toBe(0);
  // Waiting for the idle connection would take Node's keep-alive timeout (5 s).
  expect(Date.now() - stoppedAt).toBeLessThan(3000);
  agent.destroy();
}, 20_000);

it("while stopping, answers a request on an open connection and closes that connection", async () => {
  const { child, port, output, exit } = await startServer();
  const busy = new Agent({ keepAlive: true });
  const idle = new Agent({ keepAlive: true });
  /** @param {Agent} agent @param {string} path @returns {Promise<import("node:http").IncomingMessage>} */
  const open = (agent, path) =>
    new Promise((resolve, reject) => {
      get({ host: "127.0.0.1", port, path, agent }, resolve).on("error", reject);
    });
  const first = await open(idle, "/");
  first.resume();
  await new Promise((resolve) => first.on("end", resolve));
  const big = await open(busy, "/assets/big-abc123.bin");
  big.pause();

  child.kill("SIGTERM");
  // Once the server says it is stopping (a fixed pause lost that race on a busy machine).
  await expect.poll(output, { timeout: 10_000 }).toContain("SIGTERM received");
  const late = await open(idle, "/"); // reuses the idle keep-alive connection
  expect(late.statusCode).toBe(200);
  expect(late.headers.connection).toBe("close");
  late.resume();

  big.resume();
  expect(await exit).toBe(0);
  busy.destroy();
  idle.destroy();
}, 20_000);

it("answers oversized headers with a 431 the client reads, with the security headers", async () => {
  const { child, port } = await startServer();
  /** @type {import("node:http").IncomingMessage} */
  const res = await new Promise((resolve, reject) => {
    get(
      { host: "127.0.0.1", port, path: "/", headers: { "x-big": "a".repeat(64 * 1024) } },
      resolve,
    ).on("error", reject);
  });
  expect(res.statusCode).toBe(431);
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  res.resume();
  await new Promise((resolve, reject) => {
    res.on("end", resolve);
    res.on("error", reject);
  });
  child.kill("SIGTERM");
});

/**
 * Sends a request exactly as written and reads its whole answer (by its Content-Length, or
 * until the server closes).
 * @param {number} port
 * @param {string} request
 * @returns {Promise<string>}
 */
function rawExchange(port, request) {
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect({ host: "127.0.0.1", port }, () => socket.write(request));
    const done = () => {
      socket.destroy();
      resolve(answer);
    };
    socket.on("data", (/** @type {Buffer} */ chunk) => {
      answer += chunk.toString("latin1");
      const end = answer.indexOf("\r\n\r\n");
      const length = /^content-length:\s*(\d+)/im.exec(answer.slice(0, end))?.[1] ?? Infinity;
      if (end === -1) return;
      const chunked = /^transfer-encoding:\s*chunked/im.test(answer.slice(0, end));
      if (chunked ? answer.endsWith("\r\n0\r\n\r\n") : answer.length >= end + 4 + Number(length))
        done();
    });
    socket.on("end", done);
    socket.on("error", reject);
    socket.setTimeout(5000, () => reject(new Error(`no whole answer in 5 s: ${answer}`)));
  });
}

it.each([
  ["an invalid Host", "GET / HTTP/1.1\r\nHost: a b\r\n\r\n"],
  ["a Host with a bad port", "GET / HTTP/1.1\r\nHost: ex ample.com:99999\r\n\r\n"],
  ["OPTIONS *", "OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"],
  ["an absolute target of another scheme", "GET ftp://x/y HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"],
])(
  "answers a request @hono/node-server cannot read (%s) 400 with the security headers",
  async (_what, request) => {
    const { port } = await startServer();
    const answer = await rawExchange(port, request);
    const [head = "", body] = answer.split("\r\n\r\n");
    const [statusLine, ...lines] = head.split("\r\n");
    expect(statusLine).toBe("HTTP/1.1 400 Bad Request");
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(":")).toLowerCase(),
        line.slice(line.indexOf(":") + 1).trim(),
      ]),
    );
    expect(headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "permissions-policy": expect.stringContaining("camera=()"),
      "cache-control": "no-store",
      "content-type": "text/plain; charset=utf-8",
    });
    expect(headers["content-security-policy"]).toMatch(/^default-src 'none'; script-src 'self';/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(body).toBe("400 Bad Request");
  },
);

it("refuses a malformed TRUST_PROXY at start, saying why", async () => {
  await expect(startServer({ TRUST_PROXY: "10.0.0.0/40" })).rejects.toThrow(
    /server exited early:\nTRUST_PROXY: "10\.0\.0\.0\/40" is not an address/,
  );
});

it("stops at start, saying what to do, when DATA_DIR cannot hold the database", async () => {
  const file = join(dir, "not-a-folder");
  writeFileSync(file, "");
  await expect(startServer({ DATA_DIR: file })).rejects.toThrow(
    /server exited early:\nThe data folder .*not-a-folder cannot be written .*Point DATA_DIR at a folder/,
  );
});

it("stops at start, saying what to do, when the database file is not a database", async () => {
  const data = join(dir, "corrupt-data");
  mkdirSync(data);
  writeFileSync(join(data, "studio.db"), "not a database ".repeat(500));
  await expect(startServer({ DATA_DIR: data })).rejects.toThrow(
    /The database .*studio\.db cannot be used \(file is not a database\)\. Restore a backup/,
  );
});

it("keeps its data outside what it serves: no path reaches the database", async () => {
  const { port } = await startServer();
  for (const path of [
    "/data/studio.db",
    "/../data/studio.db",
    "/%2e%2e/data/studio.db",
    "/studio.db",
  ]) {
    const status = await new Promise((resolve, reject) => {
      get({ host: "127.0.0.1", port, path }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }).on("error", reject);
    });
    expect(status, path).toBe(404);
  }
});

it("writes a one-time setup link to its log on a first start with no owner", async () => {
  const data = join(dir, "first-start");
  const { port, output } = await startServer({ DATA_DIR: data });
  await expect
    .poll(output)
    .toMatch(
      new RegExp(
        `No owner password yet\\. Set it up within 60 minutes, once, at:\\n  http://127\\.0\\.0\\.1:${port}/#owner-setup=[\\w-]{43}\\n`,
      ),
    );
});
