// For the tests of server/main.js as a process: a small build to serve, the server started on
// an ephemeral loopback port, and whatever still runs killed after each test.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("./main.js", import.meta.url));

/**
 * The size of the build's large file: more than the loopback socket buffers hold (about 8 MB
 * here), and no more, so that the rest arrives quickly on a busy machine once the client reads.
 */
export const BIG = 12 * 1024 * 1024;

/**
 * A new temporary build folder: a home page, `/assets/big-abc123.bin` of BIG random bytes, and
 * the server's lead rule (built from app/lib/lead/lead-post.ts in a real build; here one that
 * takes no lead, as these tests post none), and what publishing needs to start.
 * @param {string} prefix  of the folder's name
 * @returns {string} the folder holding `client/` (the caller removes it)
 */
export function makeBuild(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(dir, "client", "assets"), { recursive: true });
  writeFileSync(join(dir, "client", "index.html"), "<!DOCTYPE html><title>Home</title>");
  writeFileSync(join(dir, "client", "assets", "big-abc123.bin"), randomBytes(BIG));
  mkdirSync(join(dir, "server"));
  writeFileSync(
    join(dir, "server", "lead-post.js"),
    'export const readLeadPost = () => ({ kind: "invalid", fields: ["(body)"] });\n',
  );
  // Nor does it publish: its publish rule refuses every edit set, and it has no pages to render.
  writeFileSync(
    join(dir, "server", "publish-post.js"),
    'export const readPublishPost = () => ({ ok: false, reason: "no publishing here" });\n',
  );
  writeFileSync(join(dir, "server", "publish-translation.js"), "export {};\n");
  writeFileSync(join(dir, "server", "brand-names.js"), "export const BRAND_NAMES = [];\n");
  mkdirSync(join(dir, "render"));
  writeFileSync(join(dir, "render", "index.js"), "export const prerender = [];\n");
  return dir;
}

/** @type {import("node:child_process").ChildProcess[]} */
const started = [];

/** Kills every server still running (call it after each test). */
export function killStartedServers() {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
}

/**
 * Starts server/main.js serving `buildDir` on an ephemeral loopback port.
 * @param {string} buildDir  the folder holding `client/`
 * @param {Record<string, string>} [env]
 * @param {number} [timeoutMs]  how long it may take to start (a large build takes seconds to load)
 * @returns {Promise<{ child: import("node:child_process").ChildProcess, port: number, output: () => string, exit: Promise<number | null> }>}
 */
export function startServer(buildDir, env = {}, timeoutMs = 10_000) {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: join(buildDir, "data"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  /** @type {Promise<number | null>} */
  const exit = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${output}`)),
      timeoutMs,
    );
    child.stdout?.on("data", () => {
      // The line that says it listens (an earlier one may name another service's address).
      const port = /^Serving .* at http:\/\/127\.0\.0\.1:(\d+)/m.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({ child, port: Number(port), output: () => output, exit });
    });
    void exit.then(() => reject(new Error(`server exited early:\n${output}`)));
  });
}
