/**
 * Vitest global set-up of the "html" suites: the test server (server/main.js serving
 * build-test/, as Playwright starts it) on an ephemeral loopback port, once for every file;
 * its origin is `inject("origin")`.
 */
import type { TestProject } from "vitest/node";
import { killStartedServers, startServer } from "../../server/spawn-main.js";

declare module "vitest" {
  export interface ProvidedContext {
    origin: string;
  }
}

export default async function setup(project: TestProject) {
  // It reads and brotli-compresses the whole build first (about 4 s alone). In `npm test` it
  // runs at a low priority beside the browser tests, which keep both cores busy: one start
  // took over 60 s there.
  const { port } = await startServer("build-test", {}, 180_000);
  project.provide("origin", `http://127.0.0.1:${port}`);
  return () => killStartedServers();
}
