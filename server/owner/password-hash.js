// The owner's password, stored as scrypt (node:crypto; RFC 7914) with its own salt and
// parameters: "scrypt$<log2 N>$<r>$<p>$<salt>$<key>", base64url.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/** N = 2^15, r = 8, p = 3: one of OWASP's scrypt settings, 32 MiB per check. */
const COST = { log2N: 15, r: 8, p: 3 };
const KEY_BYTES = 32;

/** The shortest password the owner may choose. */
export const MIN_PASSWORD_LENGTH = 12;
/** The longest one read (scrypt takes any length; this bounds the work a request can ask). */
export const MAX_PASSWORD_LENGTH = 256;

/**
 * @param {string} password
 * @param {Buffer} salt
 * @param {{ log2N: number, r: number, p: number }} cost
 * @returns {Promise<Buffer>}
 */
function derive(password, salt, { log2N, r, p }) {
  const N = 2 ** log2N;
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize("NFC"),
      salt,
      KEY_BYTES,
      { N, r, p, maxmem: 256 * N * r },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/**
 * @param {string} password
 * @param {{ log2N: number, r: number, p: number }} [cost]  lower only in tests
 */
export async function hashPassword(password, cost = COST) {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return [
    "scrypt",
    cost.log2N,
    cost.r,
    cost.p,
    salt.toString("base64url"),
    key.toString("base64url"),
  ].join("$");
}

/**
 * Whether `password` is the one `stored` was made from; false for a malformed hash.
 * @param {string} password
 * @param {string} stored
 */
export async function verifyPassword(password, stored) {
  const [scheme, log2N, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const cost = { log2N: Number(log2N), r: Number(r), p: Number(p) };
  if (![cost.log2N, cost.r, cost.p].every((n) => Number.isInteger(n) && n > 0) || cost.log2N > 20) {
    return false;
  }
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Why a new password cannot be used, or null.
 * @param {unknown} password
 * @returns {"too-short" | "too-long" | null}
 */
export function passwordProblem(password) {
  if (typeof password !== "string" || [...password].length < MIN_PASSWORD_LENGTH)
    return "too-short";
  if (password.length > MAX_PASSWORD_LENGTH) return "too-long";
  return null;
}
