import { describe, expect, it } from "vitest";
import {
  addressKey,
  clientAddress,
  normalizeAddress,
  parseTrustProxy,
  TRUST_NONE,
} from "./client-address.js";

describe("clientAddress", () => {
  const one = parseTrustProxy("1");
  const two = parseTrustProxy("2");
  const local = parseTrustProxy("127.0.0.1, ::1");
  const nets = parseTrustProxy("10.0.0.0/8, 2001:db8:ffff::/48, loopback");

  it.each([
    // [what, peer, X-Forwarded-For, TRUST_PROXY, visitor]
    ["no proxy: the peer", "203.0.113.9", undefined, TRUST_NONE, "203.0.113.9"],
    [
      "no proxy: a spoofed header is ignored",
      "203.0.113.9",
      "198.51.100.1",
      TRUST_NONE,
      "203.0.113.9",
    ],
    ["1 hop: the entry the proxy appended", "127.0.0.1", "203.0.113.9", one, "203.0.113.9"],
    [
      "1 hop: what the visitor wrote before it is ignored",
      "127.0.0.1",
      "1.1.1.1, 203.0.113.9",
      one,
      "203.0.113.9",
    ],
    ["1 hop, no header: the peer", "127.0.0.1", undefined, one, "127.0.0.1"],
    ["2 hops", "10.0.0.2", "1.1.1.1, 203.0.113.9, 10.0.0.1", two, "203.0.113.9"],
    ["2 hops, fewer entries: the farthest", "10.0.0.2", "203.0.113.9", two, "203.0.113.9"],
    [
      "list: a trusted peer passes to the last entry",
      "127.0.0.1",
      "203.0.113.9",
      local,
      "203.0.113.9",
    ],
    [
      "list: spoofed header from an untrusted peer ignored",
      "203.0.113.9",
      "127.0.0.1, 1.1.1.1",
      local,
      "203.0.113.9",
    ],
    [
      "list: spoofed entries left of the visitor ignored",
      "::1",
      "1.1.1.1, 203.0.113.9",
      local,
      "203.0.113.9",
    ],
    [
      "list: trusted entries are skipped",
      "10.1.2.3",
      "203.0.113.9, 10.9.9.9, 127.0.0.1",
      nets,
      "203.0.113.9",
    ],
    [
      "list: a spoofed trusted address left of an untrusted one",
      "10.1.2.3",
      "10.5.5.5, 203.0.113.9",
      nets,
      "203.0.113.9",
    ],
    ["list: all trusted, the farthest", "10.1.2.3", "10.0.0.9, 10.0.0.8", nets, "10.0.0.9"],
    ["list: an IPv6 range", "2001:db8:ffff:1::2", "2001:db8:1:2::3", nets, "2001:db8:1:2::3"],
    [
      "list: an IPv4-mapped peer is its IPv4",
      "::ffff:10.0.0.1",
      "203.0.113.9",
      nets,
      "203.0.113.9",
    ],
    [
      "list: a garbage entry stops at the proxy that passed it",
      "127.0.0.1",
      "203.0.113.9, not-an-ip",
      local,
      "127.0.0.1",
    ],
    ["1 hop: a bracketed entry", "127.0.0.1", "[2001:db8::1]", one, "2001:db8::1"],
    ["unknown peer", undefined, "203.0.113.9", one, ""],
  ])("%s", (_what, peer, header, trust, visitor) => {
    expect(clientAddress(peer, header, trust)).toBe(visitor);
  });
});

describe("parseTrustProxy", () => {
  it.each([undefined, "", "  ", "0"])("%j trusts no proxy", (value) => {
    expect(parseTrustProxy(value)).toEqual(TRUST_NONE);
  });

  it("reads a hop count", () => {
    expect(parseTrustProxy("2")).toEqual({ kind: "hops", hops: 2 });
  });

  it.each([
    "yes",
    "1.2.3",
    "10.0.0.0/33",
    "::1/129",
    "10.0.0.0/8/1",
    "10.0.0.0/x",
    "1, 10.0.0.1",
    "127.0.0.1,,",
    "-1",
    "11",
    "true",
  ])("refuses %j with a message naming it", (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/^TRUST_PROXY: /);
  });
});

describe("addressKey", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2::3", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002::1", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
  ])("%s → %s", (address, key) => {
    expect(addressKey(normalizeAddress(address))).toBe(key);
  });

  it("counts an IPv4-mapped address as its IPv4, and a zone as the address", () => {
    expect(addressKey(normalizeAddress("::ffff:198.51.100.7"))).toBe("198.51.100.7");
    expect(addressKey(normalizeAddress("fe80::1%eth0"))).toBe("fe80:0:0:0::/64");
  });
});
