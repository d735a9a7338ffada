import { describe, expect, it, vi } from "vitest";
import { backoff, loadChunk, withRetry } from "./retry";

describe("backoff", () => {
  it("doubles from 1 s and stops at 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoff)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe("withRetry", () => {
  it("retries 3 times with backoff, then gives up with the last error", async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const task = vi.fn(async (attempt: number) => {
      throw new Error(`fail ${attempt}`);
    });
    await expect(withRetry(task, { sleep })).rejects.toThrow("fail 3");
    expect(task).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
  });

  it("returns the first success", async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const task = vi.fn(async (attempt: number) => {
      if (attempt < 2) throw new Error("flaky");
      return "ok";
    });
    await expect(withRetry(task, { sleep })).resolves.toBe("ok");
    expect(task).toHaveBeenCalledTimes(3);
  });
});

describe("loadChunk", () => {
  it("tries a failed download once more, 1 s later", async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce("module");
    await expect(loadChunk(load, { sleep })).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000]);
  });

  it("gives up after the second failure, with its error", async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError("first"))
      .mockRejectedValueOnce(new TypeError("second"));
    await expect(loadChunk(load, { sleep })).rejects.toThrow("second");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not wait when the first download works", async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    await expect(loadChunk(async () => 1, { sleep })).resolves.toBe(1);
    expect(sleep).not.toHaveBeenCalled();
  });
});
