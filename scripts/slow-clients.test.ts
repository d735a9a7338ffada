import { describe, expect, it } from "vitest";
import { quantile, serverSideInodes, slowClientFailures } from "./slow-clients.js";

const figures = (fields: Partial<Parameters<typeof slowClientFailures>[0]> = {}) => ({
  opened: 1000,
  visits: [2, 3, 40],
  failedVisits: 0,
  headerCloses: [11_000, 12_000],
  readCloses: [20_000, 21_000],
  headerClients: 2,
  readClients: 2,
  ...fields,
});

describe("slowClientFailures", () => {
  it("passes when every visit was quick and the server closed every slow connection", () => {
    expect(slowClientFailures(figures())).toEqual([]);
    expect(slowClientFailures(figures({ headerCloses: undefined, readCloses: undefined }))).toEqual(
      [],
    );
  });

  it("fails on a visitor waiting over 1 s, a failed visit, no visit, or a connection left open", () => {
    expect(slowClientFailures(figures({ visits: [2, 1200.4] }))).toEqual([
      "Slow clients: a new visitor waited 1200 ms for /.",
    ]);
    expect(slowClientFailures(figures({ visits: [], failedVisits: 3 }))).toEqual([
      "Slow clients: no visit completed.",
      "Slow clients: 3 visits failed.",
    ]);
    expect(slowClientFailures(figures({ headerCloses: [11_000] }))).toEqual([
      "Slow clients: 1 slow-head connections still open.",
    ]);
  });
});

describe("serverSideInodes", () => {
  it("maps each client port to the inode of the server's end, from /proc/net/tcp", () => {
    const table = [
      "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode",
      "   0: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000  1000        0 111 1 0",
      "   1: 0100007F:1F90 0100007F:C350 01 00000000:00000000 00:00000000 00000000  1000        0 222 1 0",
      "   2: 0100007F:C350 0100007F:1F90 01 00000000:00000000 00:00000000 00000000  1000        0 333 1 0",
      "   3: 0100007F:1F90 0100007F:C351 06 00000000:00000000 03:00000000 00000000     0        0 0 3 0",
    ].join("\n");
    expect(serverSideInodes(table, 8080)).toEqual(
      new Map([
        [0, 111],
        [50000, 222],
      ]),
    );
  });
});

describe("quantile", () => {
  it("reads a quantile of unsorted values", () => {
    expect(quantile([5, 1, 3], 0)).toBe(1);
    expect(quantile([5, 1, 3], 0.5)).toBe(3);
    expect(quantile([5, 1, 3], 1)).toBe(5);
    expect(quantile([], 0.5)).toBeNaN();
  });
});
