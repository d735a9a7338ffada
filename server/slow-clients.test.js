// server/main.js against slow clients (SECURITY.md T12): 500 connections sending their request
// head a byte at a time and 500 asking for a large file and never reading it (fewer where the
// open-file limit is under about 1,250): a new visitor still gets / in under 1 s, and the server
// closes every slow connection itself, by its timeouts. The server's sockets are watched in
// /proc, so it runs on Linux, where the server is deployed. A measure of time on a loaded
// machine says little: `npm test` runs this file on its own, once the browser tests have ended
// (scripts/test.js).
import { existsSync, rmSync } from "node:fs";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { describeFigures, slowClientAttack } from "../scripts/slow-clients.js";
import { connectionSettings, ownFdLimit } from "./connections.js";
import { killStartedServers, makeBuild, startServer } from "./spawn-main.js";

/** @type {string} */
let dir;

beforeAll(() => {
  // The server's side of each connection is read from /proc: a client that does not read
  // never learns that the server closed it. The server is deployed on Linux.
  if (!existsSync("/proc/self/fd")) throw new Error("This test needs Linux: it reads /proc.");
  dir = makeBuild("slow-clients-");
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(killStartedServers);

it("slow clients cannot starve the server: a new visitor is served and the server cuts them off", async () => {
  const limits = connectionSettings(ownFdLimit());
  // This process holds the clients' ends: both it and the server must have room for them.
  const room = Math.min(limits.maxConnections, ownFdLimit() - 200) - 50;
  const each = Math.min(500, Math.floor(room / 2));
  const { child, port } = await startServer(dir);
  const figures = await slowClientAttack({
    port,
    pid: /** @type {number} */ (child.pid),
    slowPath: "/assets/big-abc123.bin",
    headerClients: each,
    readClients: each,
    deadlineMs: 30_000,
  });
  console.log(describeFigures(figures));
  expect(figures.opened).toBe(2 * each);
  expect(figures.failedVisits).toBe(0);
  expect(figures.visits.length).toBeGreaterThan(10);
  expect(Math.max(...figures.visits)).toBeLessThan(1000);
  // A slow head: Node's head timeout (checked every second), then a second to read the 408.
  expect(figures.headerCloses).toHaveLength(each);
  for (const after of figures.headerCloses ?? []) {
    expect(after).toBeGreaterThanOrEqual(limits.headersTimeout - 500);
    expect(after).toBeLessThan(limits.headersTimeout + 8000);
  }
  // A client not reading: the idle timeout, which Node restarts once while the answer was
  // still moving into the socket's buffers.
  expect(figures.readCloses).toHaveLength(each);
  for (const after of figures.readCloses ?? []) {
    expect(after).toBeGreaterThanOrEqual(limits.idleTimeout - 500);
    expect(after).toBeLessThan(2 * limits.idleTimeout + 6000);
  }
  child.kill("SIGTERM");
}, 45_000);
