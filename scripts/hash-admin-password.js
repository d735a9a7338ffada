// Prints the value of VITE_ADMIN_PASSWORD_HASH for a password: a salted PBKDF2-SHA-256 hash,
// `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>`, which the copy editor's log-in
// checks (app/lib/copy-edits/password.ts, whose hashPassword this mirrors; its test runs
// this script).
//
//   node scripts/hash-admin-password.js                  # asks for it (typed twice, not shown)
//   node scripts/hash-admin-password.js --dotenv >> .env
//   printf %s "$PASSWORD" | node scripts/hash-admin-password.js --dotenv >> .env
//
// The password is read from the terminal, or from standard input when it is piped (one
// line end at its end is dropped), never from the command line: an argument would stay in
// the shell's history and show in the process list. The prompts go to standard error, so
// only the value reaches standard output. `--dotenv` prints a whole `.env` line with each
// `$` written `\$`, since Vite expands `$NAME` in .env files.
import { webcrypto } from "node:crypto";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { askHidden, readPiped } from "./terminal-input.js";

const ITERATIONS = 600_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;

/**
 * The configured value for `password`, with a fresh random salt.
 * @param {string} password
 * @param {number} [iterations]
 * @returns {Promise<string>}
 */
export async function hashAdminPassword(password, iterations = ITERATIONS) {
  const salt = webcrypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const key = await webcrypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(password.normalize("NFC")),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const hash = await webcrypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BITS,
  );
  const base64 = (/** @type {Uint8Array} */ bytes) => Buffer.from(bytes).toString("base64");
  return ["pbkdf2-sha256", iterations, base64(salt), base64(new Uint8Array(hash))].join("$");
}

/** @param {string} message */
function stop(message) {
  console.error(message);
  process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dotenv = args.includes("--dotenv");
  if (args.some((arg) => arg !== "--dotenv")) {
    stop(
      [
        "This script takes no password on the command line: it would stay in your shell history",
        "and show in the process list. Type it when asked, or pipe it to standard input:",
        "",
        "  node scripts/hash-admin-password.js [--dotenv]",
        '  printf %s "$PASSWORD" | node scripts/hash-admin-password.js [--dotenv]',
      ].join("\n"),
    );
  }
  let password;
  if (process.stdin.isTTY) {
    password = await askHidden("Admin password (not shown): ");
    if (password !== "" && (await askHidden("Again, to check: ")) !== password) {
      stop("The two entries differ; nothing was printed.");
    }
  } else {
    password = await readPiped();
  }
  if (password === "") stop("The password is empty; nothing was printed.");
  const value = await hashAdminPassword(password);
  console.log(dotenv ? `VITE_ADMIN_PASSWORD_HASH=${value.replaceAll("$", "\\$")}` : value);
}
