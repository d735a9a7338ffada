// better-sqlite3's native part, built on this machine. The project installs with
// ignore-scripts=true (.npmrc; SECURITY.md T11), so `npm ci` leaves it unbuilt; `npm start`,
// `npm test`, `npm run backup` and `npm run owner:password` run this first: it builds the
// binding against the running Node (node-gyp: python3, make and a C++ compiler; about two
// minutes, SQLite being one large C file) when it is missing or was built for another Node.
//
//   node scripts/sqlite-binding.js     build it if needed; exit 1 with the reason if it fails
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** Whether better-sqlite3 loads and opens a database in this Node. */
export function sqliteLoads() {
  try {
    const Database = require("better-sqlite3");
    new Database(":memory:").close();
    return true;
  } catch {
    return false;
  }
}

/**
 * Builds the binding if it does not load. Returns whether it loads now.
 * @returns {boolean}
 */
export function ensureSqliteBinding() {
  if (sqliteLoads()) return true;
  console.log(`Building better-sqlite3 for Node ${process.version} (once; about a minute)...`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(
    npm,
    ["rebuild", "better-sqlite3", "--ignore-scripts=false", "--foreground-scripts"],
    {
      encoding: "utf8",
      // SQLite's one 9 MB C file is most of the build: at -O1 it compiles in 61 s here instead
      // of 130 s at the package's -O3, and runs 10 % slower (200,000 inserts and 50 sorted
      // reads: 2.33 s against 2.13 s), which a studio's leads never notice. CFLAGS set by the
      // caller win.
      env: { ...process.env, JOBS: "max", CFLAGS: process.env.CFLAGS ?? "-O1" },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  // A fresh process: this one cached the failed load.
  const check = spawnSync(process.execPath, [import.meta.filename, "--check"], { stdio: "ignore" });
  if (result.status === 0 && check.status === 0) return true;
  // The compiler's own words, where the reason is.
  console.error(`${result.stdout ?? ""}${result.stderr ?? ""}`.split("\n").slice(-40).join("\n"));
  console.error(
    "better-sqlite3 could not be built. It needs python3, make and a C++ compiler " +
      "(Debian: apt-get install -y python3 make g++), and Node's headers (npm's nodedir).",
  );
  return false;
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv.includes("--check")) process.exit(sqliteLoads() ? 0 : 1);
  process.exit(ensureSqliteBinding() ? 0 : 1);
}
