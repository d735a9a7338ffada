// Run after changing dependencies: `npm install && node scripts/complete-lockfile.js`.
//
// The registry this project is built against serves only the platform binaries
// it needs (linux x64), so npm leaves other platforms' optional packages
// (@tailwindcss/oxide-darwin-arm64, @rollup/rollup-win32-x64-msvc, …) out of
// package-lock.json, and `npm ci` then refuses the lockfile as out of sync.
// This adds them back as optional entries with their os/cpu/libc, so npm ci
// skips them on other platforms, exactly as a complete lockfile would.
//
// Every entry then gets what npm ci checks and fetches (SECURITY.md T11,
// scripts/lockfile.test.ts): its `integrity`, asked of the registry with
// `npm view` for an entry without one (the ones added here), and its
// `resolved` tarball address on https://registry.npmjs.org/, which npm leaves
// out where `omit-lockfile-registry-resolved` is set. Nothing is written if a
// package cannot be found.
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";

const PATH = "package-lock.json";
const REGISTRY = "https://registry.npmjs.org/";
/** Registry look-ups at a time. */
const PARALLEL = 4;
const OS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "win32",
  "openbsd",
  "openharmony",
  "netbsd",
  "sunos",
  "aix",
];
const CPU = [
  "arm64",
  "x64",
  "ia32",
  "arm",
  "loong64",
  "ppc64",
  "riscv64",
  "s390x",
  "mips64el",
  "wasm32",
];
/** @param {string} name @param {string} word */
const has = (name, word) => new RegExp(`(^|-)${word}(-|$)`).test(name);

/**
 * @typedef {{ version?: string, resolved?: string, integrity?: string, link?: boolean,
 *   name?: string, dev?: boolean, optionalDependencies?: Record<string, string> }} Entry
 */

const lock = JSON.parse(readFileSync(PATH, "utf8"));
/** @type {Record<string, Entry>} */
const packages = lock.packages;

// 1. Other platforms' optional packages.
/** @type {string[]} */
const added = [];
for (const meta of Object.values(packages)) {
  for (const [name, spec] of Object.entries(meta.optionalDependencies ?? {})) {
    if (`node_modules/${name}` in packages) continue;
    const short = name.split("/").pop() ?? name;
    /** @type {Record<string, unknown>} */
    const entry = { version: spec.replace(/^[\^~=]/, ""), optional: true };
    if (meta.dev) entry.dev = true;
    const os = OS.filter((word) => has(short, word));
    const cpu = short.includes("wasm32") ? ["wasm32"] : CPU.filter((word) => has(short, word));
    if (os.length) entry.os = os;
    if (cpu.length) entry.cpu = cpu;
    if (short.includes("musl")) entry.libc = ["musl"];
    else if (short.includes("gnu") && os[0] === "linux") entry.libc = ["glibc"];
    packages[`node_modules/${name}`] = entry;
    added.push(name);
  }
}

/** The package name of an entry: its alias target, else the last `node_modules/…` of its path. */
const nameOf = (/** @type {string} */ path, /** @type {Entry} */ entry) =>
  entry.name ?? path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);

/** The registry's tarball address of a package version. */
const tarball = (/** @type {string} */ name, /** @type {string} */ version) =>
  `${REGISTRY}${name}/-/${name.split("/").pop()}-${version}.tgz`;

const installed = Object.entries(packages).filter(([path, entry]) => path !== "" && !entry.link);

// 2. The integrity of every entry without one, from the registry.
const unchecked = installed.filter(([, entry]) => !entry.integrity);
/** @type {string[]} */
const failures = [];
const run = promisify(execFile);
for (let i = 0; i < unchecked.length; i += PARALLEL) {
  await Promise.all(
    unchecked.slice(i, i + PARALLEL).map(async ([path, entry]) => {
      const spec = `${nameOf(path, entry)}@${entry.version}`;
      try {
        const { stdout } = await run("npm", ["view", spec, "dist.integrity", "--json"]);
        const integrity = JSON.parse(stdout);
        if (typeof integrity !== "string" || !integrity.startsWith("sha512-")) {
          throw new Error(`no single sha512 integrity (${stdout.trim() || "nothing"})`);
        }
        entry.integrity = integrity;
      } catch (error) {
        failures.push(`${spec}: ${error instanceof Error ? error.message.split("\n")[0] : error}`);
      }
    }),
  );
}
if (failures.length) {
  console.error(`Nothing written: the registry gave no integrity for\n  ${failures.join("\n  ")}`);
  process.exit(1);
}

// 3. Where each package comes from.
let located = 0;
for (const [path, entry] of installed) {
  if (entry.resolved || !entry.version) continue;
  entry.resolved = tarball(nameOf(path, entry), entry.version);
  located++;
}

// npm's own order of an entry's fields: version, resolved, integrity, then the rest.
for (const [path, entry] of installed) {
  const { version, resolved, integrity, ...rest } = entry;
  packages[path] = { version, resolved, integrity, ...rest };
}

writeFileSync(PATH, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  [
    `Added ${added.length} optional platform entries.`,
    `Integrity from the registry for ${unchecked.length}.`,
    `Registry address for ${located}.`,
  ].join(" "),
);
