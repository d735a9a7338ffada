// `npm run observatory`: grades the production server with a grader nobody here wrote, the
// MDN HTTP Observatory scanner (@mdn/mdn-http-observatory). It builds when there is no build,
// starts `node server/main.js` on loopback (127.0.0.1, a free port), scans it, prints the
// grade, the score and each test's result, and fails when a test fails other than those that
// need TLS (redirection and HSTS: the proxy's job, README "Deploying").
//
// The scanner reads the HSTS preload list from its own package folder
// (conf/hsts-preload.json), which its install script downloads; installs here skip install
// scripts (.npmrc). When the file is missing, this script writes an empty list there for the
// scan and removes it afterwards: our loopback host is on no preload list anyway.
import { spawn } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { scan } from "@mdn/mdn-http-observatory";
import { ensureBuild } from "./ensure-build.js";
import { observatoryVerdict } from "./observatory-verdict.js";

const ROOT = resolve(import.meta.dirname, "..");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const HOST = "127.0.0.1";
const START_TIMEOUT_MS = 15_000;

const PACKAGE = resolve(
  dirname(fileURLToPath(import.meta.resolve("@mdn/mdn-http-observatory"))),
  "..",
);
const PRELOAD_LIST = join(PACKAGE, "conf", "hsts-preload.json");

/** @returns {Promise<number>} a port free on loopback right now */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolvePort(address.port) : reject(),
      );
    });
  });
}

/**
 * Starts the production server and resolves once it answers.
 * @param {number} port
 */
async function startServer(port) {
  const child = spawn(process.execPath, ["server/main.js"], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR, HOST, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  /** @type {number | null} */
  let exitCode = null;
  child.once("exit", (code) => (exitCode = code ?? 1));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== null) throw new Error(`The server exited with code ${exitCode}.`);
    const up = await fetch(`http://${HOST}:${port}/`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill();
  throw new Error(`The server did not answer within ${START_TIMEOUT_MS / 1000} s.`);
}

/** @param {import("node:child_process").ChildProcess} child */
function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once("exit", done);
    child.kill("SIGTERM");
  });
}

async function main() {
  ensureBuild(BUILD_DIR);
  const wrotePreloadList = !existsSync(PRELOAD_LIST);
  if (wrotePreloadList) writeFileSync(PRELOAD_LIST, "{}\n");
  const port = await freePort();
  const server = await startServer(port);
  try {
    const target = `${HOST}:${port}`;
    console.log(`MDN HTTP Observatory: scanning ${BUILD_DIR}/client at http://${target}/\n`);
    const verdict = observatoryVerdict(await scan(target));
    for (const line of verdict.lines) console.log(line);
    return verdict.ok ? 0 : 1;
  } finally {
    await stopServer(server);
    if (wrotePreloadList) rmSync(PRELOAD_LIST, { force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
