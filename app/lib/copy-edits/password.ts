/**
 * The copy editor's log-in check. The build holds only a salted PBKDF2-SHA-256
 * hash of the password, never the password:
 *
 *   pbkdf2-sha256$<iterations>$<salt, base64>$<hash, base64>
 *
 * made by `node scripts/hash-admin-password.js`, which asks for the password
 * (and must stay in step with {@link hashPassword}). Uses Web Crypto, as found in
 * browsers (secure contexts only) and Node 20.
 */

/** The fewest PBKDF2-SHA-256 iterations accepted (OWASP's 2023 advice). */
export const MIN_ITERATIONS = 600_000;

/** The most iterations accepted, so a mistyped value cannot freeze the page. */
const MAX_ITERATIONS = 10_000_000;

const SCHEME = "pbkdf2-sha256";
const MIN_SALT_BYTES = 16;
const HASH_BYTES = 32;

/** A configured password hash, taken apart. */
export interface PasswordHash {
  readonly iterations: number;
  readonly salt: Uint8Array<ArrayBuffer>;
  readonly hash: Uint8Array<ArrayBuffer>;
}

/**
 * The outcome of a log-in attempt: `not-configured` when the build has no
 * valid hash (editing is not set up, and no password is accepted),
 * `unsupported` when this browser has no Web Crypto (a page not served over
 * HTTPS).
 */
export type PasswordCheck = "correct" | "incorrect" | "not-configured" | "unsupported";

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Takes a configured value apart; null when it is missing or malformed, or
 * asks for fewer than {@link MIN_ITERATIONS} (or absurdly many) iterations,
 * a salt under 16 bytes or a hash that is not 32 bytes.
 */
export function parsePasswordHash(value: string | undefined | null): PasswordHash | null {
  const parts = (value ?? "").trim().split("$");
  if (parts.length !== 4 || parts[0] !== SCHEME) return null;
  const [, count = "", saltText = "", hashText = ""] = parts;
  if (!/^[1-9]\d{0,7}$/.test(count)) return null;
  const iterations = Number(count);
  if (iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS) return null;
  const salt = fromBase64(saltText);
  const hash = fromBase64(hashText);
  if (salt === null || hash === null) return null;
  if (salt.length < MIN_SALT_BYTES || hash.length !== HASH_BYTES) return null;
  return { iterations, salt, hash };
}

/** True when `value` is a usable configured hash (so the log-in control can be offered). */
export function isPasswordConfigured(value: string | undefined | null): boolean {
  return parsePasswordHash(value) !== null;
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey(
    "raw",
    new TextEncoder().encode(password.normalize("NFC")),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const bits = await subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BYTES * 8,
  );
  return new Uint8Array(bits);
}

/**
 * The configured value for `password` (NFC-normalized, so an accented
 * password matches however the keyboard composed it). Throws on fewer than
 * {@link MIN_ITERATIONS} iterations or a salt under 16 bytes.
 */
export async function hashPassword(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number = MIN_ITERATIONS,
): Promise<string> {
  if (!Number.isInteger(iterations) || iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS) {
    throw new RangeError(`PBKDF2 needs ${MIN_ITERATIONS} to ${MAX_ITERATIONS} iterations.`);
  }
  if (salt.length < MIN_SALT_BYTES) throw new RangeError("The salt needs at least 16 bytes.");
  const hash = await derive(password, salt, iterations);
  return [SCHEME, iterations, toBase64(salt), toBase64(hash)].join("$");
}

/** Compares two byte strings in time that depends on their length only. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/** Checks `password` against the configured value; never throws. */
export async function verifyPassword(
  password: string,
  configured: string | undefined | null,
): Promise<PasswordCheck> {
  const expected = parsePasswordHash(configured);
  if (expected === null) return "not-configured";
  if (globalThis.crypto?.subtle === undefined) return "unsupported";
  try {
    const actual = await derive(password, expected.salt, expected.iterations);
    return sameBytes(actual, expected.hash) ? "correct" : "incorrect";
  } catch {
    return "unsupported";
  }
}
