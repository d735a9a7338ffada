import { describe, expect, it, vi } from "vitest";
import { backoff, withRetry } from "./retry";

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
