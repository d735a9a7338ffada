import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "./when-idle";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("whenIdle", () => {
  it("asks the browser for an idle moment, with the latest time given, and can cancel it", () => {
    const asked: [() => void, { timeout: number }][] = [];
    const cancelled: number[] = [];
    vi.stubGlobal("requestIdleCallback", (task: () => void, options: { timeout: number }) =>
      asked.push([task, options]),
    );
    vi.stubGlobal("cancelIdleCallback", (id: number) => cancelled.push(id));
    const task = vi.fn();
    const cancel = whenIdle(task, 1000);
    expect(asked).toEqual([[task, { timeout: 1000 }]]);
    cancel();
    expect(cancelled).toEqual([1]);
    whenIdle(task);
    expect(asked[1]?.[1]).toEqual({ timeout: 2000 });
  });

  it("runs the task shortly after where the browser cannot tell, unless cancelled", () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    vi.useFakeTimers();
    const task = vi.fn();
    whenIdle(task);
    const cancelledTask = vi.fn();
    whenIdle(cancelledTask)();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledOnce();
    expect(cancelledTask).not.toHaveBeenCalled();
  });
});
