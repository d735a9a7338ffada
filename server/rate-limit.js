// A per-address request limit in fixed windows (the translation proxy's, SECURITY.md T7).
// Memory stays bounded: the counts are dropped at the end of each window, and within one
// window at most `maxAddresses` addresses are counted; a new address beyond that is refused
// until the window ends, so a flood from many addresses cannot grow the table.

/**
 * @typedef {object} RateLimit
 * @property {number} requests  requests an address may make per window
 * @property {number} windowMs
 * @property {number} [maxAddresses]  addresses counted per window (default 10,000)
 * @property {() => number} [now]
 *
 * @typedef {{ ok: true } | { ok: false, retryAfterSeconds: number }} Verdict
 */

/**
 * @param {RateLimit} limit
 * @returns {(address: string) => Verdict}  counts one request from the address
 */
export function createRateLimiter({ requests, windowMs, maxAddresses = 10_000, now = Date.now }) {
  /** @type {Map<string, number>} */
  let counts = new Map();
  let windowStart = now();

  return (address) => {
    const time = now();
    if (time - windowStart >= windowMs) {
      counts = new Map();
      windowStart = time;
    }
    const count = counts.get(address) ?? 0;
    if (count >= requests || (count === 0 && counts.size >= maxAddresses)) {
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - time) / 1000)),
      };
    }
    counts.set(address, count + 1);
    return { ok: true };
  };
}
