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
  // It reads and compresses the whole build first: beside the browser tests, that takes a while.
  const { port } = await startServer("build-test", {}, 60_000);
  project.provide("origin", `http://127.0.0.1:${port}`);
  return () => killStartedServers();
}
