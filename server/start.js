// `npm start`: build if there is no build yet, then serve it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

const index = resolve(process.env.BUILD_DIR ?? "build", "client", "index.html");

if (!existsSync(index)) {
  console.log(`No build found at ${index}; running "npm run build"...`);
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
