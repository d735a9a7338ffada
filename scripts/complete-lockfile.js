// Run after changing dependencies: `npm install && node scripts/complete-lockfile.js`.
//
// The registry this project is built against serves only the platform binaries
// it needs (linux x64), so npm leaves other platforms' optional packages
// (@tailwindcss/oxide-darwin-arm64, @rollup/rollup-win32-x64-msvc, …) out of
// package-lock.json, and `npm ci` then refuses the lockfile as out of sync.
// This adds them back as optional entries with their os/cpu/libc, so npm ci
// skips them on other platforms, exactly as a complete lockfile would.
import { readFileSync, writeFileSync } from "node:fs";

const PATH = "package-lock.json";
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

const lock = JSON.parse(readFileSync(PATH, "utf8"));
const added = [];
for (const meta of /** @type {{ optionalDependencies?: Record<string, string>, dev?: boolean }[]} */ (
  Object.values(lock.packages)
)) {
  for (const [name, spec] of Object.entries(
    /** @type {Record<string, string>} */ (meta.optionalDependencies ?? {}),
  )) {
    if (`node_modules/${name}` in lock.packages) continue;
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
    lock.packages[`node_modules/${name}`] = entry;
    added.push(name);
  }
}
writeFileSync(PATH, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `Added ${added.length} optional platform entries.` : "Lockfile already complete.",
);
