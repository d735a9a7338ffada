// The production build the measuring scripts (perf, observatory, load) run against.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");

/**
 * Runs `react-router build` into `buildDir` when it holds no build yet (or when
 * `force`), and exits with the build's code if it fails.
 * @param {string} buildDir relative to the project, e.g. "build"
 * @param {{ force?: boolean }} [options]
 */
export function ensureBuild(buildDir, { force = false } = {}) {
  if (!force && existsSync(join(ROOT, buildDir, "client", "index.html"))) return;
  console.log(`Building ${buildDir}/ (react-router build)...`);
  const result = spawnSync(join(ROOT, "node_modules", ".bin", "react-router"), ["build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) {
    console.error("Build failed.");
    process.exit(result.status ?? 1);
  }
}
