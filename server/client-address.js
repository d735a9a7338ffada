// Which address a request comes from, for per-visitor limits (SECURITY.md T12).
//
// Without TRUST_PROXY the visitor is the peer of the connection, and X-Forwarded-For is ignored
// (anyone can send it). With it, the server sits behind proxies it names, and the visitor is
// found by the usual rule: walk the addresses from the nearest (the peer, then X-Forwarded-For
// from its right end) and stop at the first one that is not a trusted proxy. TRUST_PROXY is
// either a hop count (`1`: the peer is one proxy, the entry it appended is the visitor) or a
// comma-separated list of proxy addresses and CIDR ranges (`loopback` for 127.0.0.0/8 and ::1).
//
// Addresses are counted by the key addressKey() gives: an IPv4 address as it is (an
// IPv4-mapped IPv6 address as its IPv4), an IPv6 address by its /64, the block one
// subscriber usually holds whole.

import { BlockList, isIP } from "node:net";

/**
 * @typedef {{ kind: "none" }
 *   | { kind: "hops", hops: number }
 *   | { kind: "list", list: BlockList, text: string }} TrustProxy
 */

/** Trust no proxy: the visitor is the peer. */
export const TRUST_NONE = /** @type {TrustProxy} */ ({ kind: "none" });

/** Most proxies a hop count may name; more is surely a mistake. */
const MAX_HOPS = 10;

/**
 * An address without brackets or a zone, IPv4-mapped IPv6 as its IPv4; "" when it is none.
 * @param {string | undefined} value
 */
export function normalizeAddress(value) {
  let address = (value ?? "").trim();
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  const zone = address.indexOf("%");
  if (zone !== -1) address = address.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  return isIP(address) ? address.toLowerCase() : "";
}

/**
 * The eight 16-bit groups of an IPv6 address (valid, without zone).
 * @param {string} address
 * @returns {number[]}
 */
function ipv6Groups(address) {
  /** @param {string} part */
  const groupsOf = (part) => {
    if (part === "") return [];
    const pieces = part.split(":");
    /** @type {number[]} */
    const groups = [];
    for (const piece of pieces) {
      if (piece.includes(".")) {
        const [a = 0, b = 0, c = 0, d = 0] = piece.split(".").map(Number);
        groups.push((a << 8) | b, (c << 8) | d);
      } else groups.push(parseInt(piece, 16));
    }
    return groups;
  };
  const [head = "", tail] = address.split("::");
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a visitor's requests are counted under: an IPv4 address as it is, an IPv6 address
 * by its /64 (`2001:db8:0:1::/64`).
 * @param {string} address  a normalised address (normalizeAddress)
 */
export function addressKey(address) {
  if (isIP(address) !== 6) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16));
  return `${prefix.join(":")}::/64`;
}

/**
 * TRUST_PROXY as the server takes it; throws an Error saying what is wrong with a malformed one.
 * @param {string | undefined} value
 * @returns {TrustProxy}
 */
export function parseTrustProxy(value) {
  const text = (value ?? "").trim();
  if (text === "") return TRUST_NONE;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return TRUST_NONE;
    if (hops > MAX_HOPS) {
      throw new Error(`TRUST_PROXY: ${text} proxies in a row is more than ${MAX_HOPS}.`);
    }
    return { kind: "hops", hops };
  }
  const list = new BlockList();
  for (const raw of text.split(",")) {
    const entry = raw.trim();
    if (entry === "loopback") {
      list.addSubnet("127.0.0.0", 8, "ipv4");
      list.addAddress("::1", "ipv6");
      continue;
    }
    const [base = "", prefix, extra] = entry.split("/");
    const address = normalizeAddress(base);
    const family = isIP(address) === 4 ? "ipv4" : "ipv6";
    const max = family === "ipv4" ? 32 : 128;
    const bits = prefix === undefined ? max : /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
    if (!address || extra !== undefined || bits < 0 || bits > max) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not an address, a CIDR range or "loopback". ` +
          `Give a hop count (1) or a comma-separated list (127.0.0.1, 10.0.0.0/8), or unset it.`,
      );
    }
    list.addSubnet(address, bits, family);
  }
  return { kind: "list", list, text };
}

/**
 * @param {TrustProxy} trust
 * @param {string} address  normalised
 * @param {number} hop  how many addresses were already walked
 */
const trusted = (trust, address, hop) =>
  trust.kind === "hops"
    ? hop < trust.hops
    : trust.kind === "list" && trust.list.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");

/**
 * The visitor's address: the peer when it is not a trusted proxy, else the nearest
 * X-Forwarded-For entry that is not one (the farthest entry when all are). An entry that is no
 * address ends the walk at the proxy that passed it on. "" when the peer is unknown.
 * @param {string | undefined} peer  the connection's remote address
 * @param {string | null | undefined} forwardedFor  the X-Forwarded-For header(s), joined by ","
 * @param {TrustProxy} trust
 */
export function clientAddress(peer, forwardedFor, trust) {
  let address = normalizeAddress(peer);
  if (!address || trust.kind === "none" || !forwardedFor) return address;
  const entries = forwardedFor.split(",").reverse();
  for (let hop = 0; trusted(trust, address, hop) && hop < entries.length; hop++) {
    const next = normalizeAddress(entries[hop]);
    if (!next) break;
    address = next;
  }
  return address;
}
