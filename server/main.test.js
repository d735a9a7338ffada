// server/main.js as a process: on SIGTERM it finishes in-flight requests and exits within 5 s
// (SECURITY.md §4), without waiting on idle keep-alive connections; Node's own refusals reach
// the client whole, with the security headers.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Agent, get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";

const MAIN = fileURLToPath(new URL("./main.js", import.meta.url));
/** Larger than the loopback socket buffers, so its answer is still being sent when SIGTERM comes. */
const BIG = 32 * 1024 * 1024;

/** @type {string} */
let dir;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "server-main-"));
  mkdirSync(join(dir, "client", "assets"), { recursive: true });
  writeFileSync(join(dir, "client", "index.html"), "<!DOCTYPE html><title>Home</title>");
  writeFileSync(join(dir, "client", "assets", "big-abc123.bin"), randomBytes(BIG));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** @type {import("node:child_process").ChildProcess[]} */
const started = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

/**
 * Starts server/main.js on an ephemeral loopback port.
 * @returns {Promise<{ child: import("node:child_process").ChildProcess, port: number, output: () => string, exit: Promise<number | null> }>}
 */
function startServer() {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, BUILD_DIR: dir, HOST: "127.0.0.1", PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  /** @type {Promise<number | null>} */
  const exit = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 10_000);
    child.stdout?.on("data", () => {
      const port = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({ child, port: Number(port), output: () => output, exit });
    });
    void exit.then(() => reject(new Error(`server exited early:\n${output}`)));
  });
}

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
    res.on("error", reject);
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
  const { child, port, exit } = await startServer();
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
  await sleep(300);
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
