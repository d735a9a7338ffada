// `npm start`: the database's native part if it is not built yet, the site if there is no
// build yet (or one from before the server ran the app's lead rule), then serve it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { ensureSqliteBinding } from "../scripts/sqlite-binding.js";

if (!ensureSqliteBinding()) process.exit(1);

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const index = resolve(buildDir, "client", "index.html");
const serverModule = resolve(buildDir, "server", "lead-post.js");

if (!existsSync(index) || !existsSync(serverModule)) {
  console.log(`No complete build found at ${buildDir}; running "npm run build"...`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["run", "build"], { stdio: "inherit", env: process.env });
  if (result.error) {
    console.error(`Could not run the build: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error("Build failed.");
    process.exit(result.status ?? 1);
  }
}

await import("./main.js");
