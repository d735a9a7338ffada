// Prints the value of VITE_ADMIN_PASSWORD_HASH for a password: a salted PBKDF2-SHA-256 hash,
// `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>`, which the copy editor's log-in
// checks (app/lib/copy-edits/password.ts, whose hashPassword this mirrors; its test runs
// this script).
//
//   node scripts/hash-admin-password.js 'the password'
//   node scripts/hash-admin-password.js --dotenv 'the password' >> .env
//
// `--dotenv` prints a whole `.env` line with each `$` written `\$`, since Vite expands
// `$NAME` in .env files.
import { webcrypto } from "node:crypto";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dotenv = args.includes("--dotenv");
  const rest = args.filter((arg) => arg !== "--dotenv");
  const password = rest[0];
  if (rest.length !== 1 || !password) {
    console.error("Usage: node scripts/hash-admin-password.js [--dotenv] 'the password'");
    process.exit(1);
  }
  const value = await hashAdminPassword(password);
  console.log(dotenv ? `VITE_ADMIN_PASSWORD_HASH=${value.replaceAll("$", "\\$")}` : value);
}
