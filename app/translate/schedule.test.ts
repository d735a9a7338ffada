import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runInBatches, sleep, TIMING } from "./schedule";

describe("runInBatches", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("takes 2 elements per batch, 150 ms between elements and 500 ms between batches", async () => {
    const calls: [string, number][] = [];
    const started = Date.now();
    const done = runInBatches(
      [["a1", "a2"], ["b"], ["c"], ["d"], ["e"]],
      async (text) => void calls.push([text, Date.now() - started]),
      new AbortController().signal,
    );
    await vi.runAllTimersAsync();
    await done;
    expect(calls).toEqual([
      ["a1", 0],
      ["a2", 0],
      ["b", 150],
      ["c", 650],
      ["d", 800],
      ["e", 1300],
    ]);
  });

  it("waits for each text before the next one", async () => {
    const order: string[] = [];
    const done = runInBatches(
      [["slow"], ["fast"]],
      async (text) => {
        if (text === "slow") await new Promise((resolve) => setTimeout(resolve, 1000));
        order.push(text);
      },
      new AbortController().signal,
    );
    await vi.runAllTimersAsync();
    await done;
    expect(order).toEqual(["slow", "fast"]);
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    const done = runInBatches(
      [["a"], ["b"], ["c"]],
      async (text) => {
        seen.push(text);
        if (text === "b") controller.abort();
      },
      controller.signal,
    ).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    await done;
    expect(seen).toEqual(["a", "b"]);
  });

  it("says SPEC §9's figures", () => {
    expect(TIMING).toEqual({
      startDelayMs: 2000,
      perBatch: 2,
      betweenElementsMs: 150,
      betweenBatchesMs: 500,
    });
  });
});

describe("sleep", () => {
  it("rejects at once when already aborted", async () => {
    const controller = new AbortController();
    controller.abort(new Error("stopped"));
    await expect(sleep(10, controller.signal)).rejects.toThrow("stopped");
  });
});
