import { describe, expect, it } from "vitest";
import { cpuTicks, entryAsset, loadVerdict, residentBytes, servingPort } from "./load.js";

const run = (fields: Partial<Parameters<typeof loadVerdict>[0][number]> = {}) => ({
  path: "/",
  requests: 30_000,
  seconds: 3,
  p50: 15,
  p99: 40,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  ...fields,
});
const MB = 1024 * 1024;

describe("loadVerdict", () => {
  it("passes with no error, timeout or non-2xx answer", () => {
    expect(
      loadVerdict([run(), run({ path: "/templates/cut-district" })], {
        before: 80 * MB,
        after: 100 * MB,
      }),
    ).toEqual({
      ok: true,
      failures: [],
      warnings: [],
    });
  });

  it("fails on errors, timeouts and non-2xx answers, counting timeouts once", () => {
    const verdict = loadVerdict(
      [run({ errors: 5, timeouts: 2 }), run({ path: "/x", non2xx: 3 })],
      {},
    );
    expect(verdict.ok).toBe(false);
    expect(verdict.failures).toEqual(["/: 3 errors.", "/: 2 timeouts.", "/x: 3 non-2xx answers."]);
  });

  it("fails when nothing was measured or nothing completed", () => {
    expect(loadVerdict([], {}).ok).toBe(false);
    expect(loadVerdict([run({ requests: 0 })], {}).failures).toEqual(["/: no request completed."]);
  });

  it("warns, without failing, on a slow p99 or memory growth over the targets", () => {
    const verdict = loadVerdict([run({ p99: 250 })], { before: 80 * MB, after: 200 * MB });
    expect(verdict.ok).toBe(true);
    expect(verdict.warnings).toEqual([
      "/: p99 250 ms is over the 100 ms target.",
      "Server memory grew by 120.0 MB, over the 50.0 MB target.",
    ]);
  });
});

describe("entryAsset", () => {
  it("picks the largest entry.client chunk", () => {
    const files = [
      { name: "entry.client-AAA.js", size: 10 },
      { name: "root-BBB.js", size: 900 },
      { name: "entry.client-C_c-1.js", size: 200 },
      { name: "entry.client-DDD.css", size: 5000 },
    ];
    expect(entryAsset(files)).toBe("/assets/entry.client-C_c-1.js");
    expect(entryAsset([{ name: "root-BBB.js", size: 1 }])).toBeUndefined();
  });
});

describe("residentBytes", () => {
  it("reads VmRSS from /proc/<pid>/status", () => {
    const status =
      "Name:\tnode\nVmPeak:\t 1000 kB\nVmHWM:\t  90000 kB\nVmRSS:\t   81920 kB\nThreads:\t11\n";
    expect(residentBytes(status)).toBe(80 * MB);
    expect(residentBytes("Name:\tnode\n")).toBeUndefined();
  });
});

describe("servingPort", () => {
  it("reads the port server/main.js announces, even after build output", () => {
    expect(
      servingPort("vite v8 building...\nServing /srv/build/client at http://127.0.0.1:43121\n"),
    ).toBe(43121);
    expect(servingPort("Serving /srv/build/client at http://localhost:3000\n")).toBeUndefined();
  });
});

describe("cpuTicks", () => {
  it("adds utime and stime from /proc/<pid>/stat, whatever the process name holds", () => {
    const stat =
      "4242 (node (x) y) S 1 4242 4242 0 -1 4194560 9000 0 12 0 1234 321 0 0 20 0 11 0 5000 1 2\n";
    expect(cpuTicks(stat)).toBe(1555);
    expect(cpuTicks("garbage")).toBeUndefined();
  });
});
