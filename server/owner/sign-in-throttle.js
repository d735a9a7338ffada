// Sign-in slowed after failures, per address and for the account (SECURITY.md T2): a few
// wrong passwords cost nothing, then each further one waits twice as long, up to 15 minutes.
// A success clears the address's count and the account's. Failures older than 15 minutes are
// forgotten. Memory stays bounded: at most `maxAddresses` addresses are remembered.

const MAX_WAIT_MS = 15 * 60 * 1000;
const FORGET_AFTER_MS = 15 * 60 * 1000;

/**
 * @typedef {{ count: number, last: number }} Failures
 * @typedef {{ ok: true } | { ok: false, retryAfterSeconds: number }} Verdict
 */

/**
 * @param {{ freeFailures: number }} rule
 * @param {Failures | undefined} failures
 * @param {number} now
 */
function waitLeft({ freeFailures }, failures, now) {
  if (!failures || now - failures.last >= FORGET_AFTER_MS) return 0;
  const over = failures.count - Math.max(freeFailures, 1);
  if (over < 0) return 0;
  const wait = Math.min(1000 * 2 ** over, MAX_WAIT_MS);
  return Math.max(0, failures.last + wait - now);
}

/**
 * @param {{ perAddress?: number, perAccount?: number, maxAddresses?: number, now?: () => number }} [options]
 *   the failures allowed before waits begin (5 per address, 20 for the account)
 */
export function createSignInThrottle({
  perAddress = 5,
  perAccount = 20,
  maxAddresses = 10_000,
  now = Date.now,
} = {}) {
  /** @type {Map<string, Failures>} */
  const addresses = new Map();
  /** @type {Failures | undefined} */
  let account;

  return {
    /**
     * Whether an attempt from `address` may be checked now.
     * @param {string} address
     * @returns {Verdict}
     */
    check(address) {
      const time = now();
      const wait = Math.max(
        waitLeft({ freeFailures: perAddress }, addresses.get(address), time),
        waitLeft({ freeFailures: perAccount }, account, time),
      );
      return wait > 0 ? { ok: false, retryAfterSeconds: Math.ceil(wait / 1000) } : { ok: true };
    },

    /** @param {string} address */
    failed(address) {
      const time = now();
      const forget = (/** @type {Failures | undefined} */ f) =>
        !f || time - f.last >= FORGET_AFTER_MS ? 0 : f.count;
      if (!addresses.has(address) && addresses.size >= maxAddresses) {
        for (const [key, f] of addresses)
          if (time - f.last >= FORGET_AFTER_MS) addresses.delete(key);
      }
      if (addresses.has(address) || addresses.size < maxAddresses) {
        addresses.set(address, { count: forget(addresses.get(address)) + 1, last: time });
      }
      account = { count: forget(account) + 1, last: time };
    },

    /** @param {string} address */
    succeeded(address) {
      addresses.delete(address);
      account = undefined;
    },
  };
}
