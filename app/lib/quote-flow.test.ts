import { describe, expect, it } from "vitest";
import { flow, initialFlow, SUCCESS_MS, type FlowState } from "./quote-flow";

const editing = (step: 1 | 2 | 3): FlowState => ({ phase: "editing", step });

describe("quote flow", () => {
  it("starts on step 1 and shows success for 2000 ms", () => {
    expect(initialFlow()).toEqual(editing(1));
    expect(SUCCESS_MS).toBe(2000);
  });

  it("moves forward to step 3 and no further", () => {
    expect(flow(editing(1), { type: "next" })).toEqual(editing(2));
    expect(flow(editing(2), { type: "next" })).toEqual(editing(3));
    expect(flow(editing(3), { type: "next" })).toEqual(editing(3));
  });

  it("moves back to step 1 and no further", () => {
    expect(flow(editing(3), { type: "previous" })).toEqual(editing(2));
    expect(flow(editing(1), { type: "previous" })).toEqual(editing(1));
  });

  it("submits only from step 3", () => {
    expect(flow(editing(2), { type: "submit" })).toEqual(editing(2));
    expect(flow(editing(3), { type: "submit" })).toEqual({ phase: "submitting", step: 3 });
  });

  it("ignores a second submit while submitting", () => {
    const submitting = flow(editing(3), { type: "submit" });
    expect(flow(submitting, { type: "submit" })).toBe(submitting);
    expect(flow(submitting, { type: "previous" })).toBe(submitting);
  });

  it("ends in success or a failure that can be retried", () => {
    const submitting = flow(editing(3), { type: "submit" });
    expect(flow(submitting, { type: "succeeded" })).toEqual({ phase: "success", step: 3 });
    const failed = flow(submitting, { type: "failed", reason: "timeout" });
    expect(failed).toEqual({ phase: "failure", step: 3, reason: "timeout" });
    expect(flow(failed, { type: "submit" })).toEqual({ phase: "submitting", step: 3 });
    expect(flow(failed, { type: "previous" })).toEqual(editing(2));
  });

  it("resets to step 1", () => {
    expect(flow({ phase: "success", step: 3 }, { type: "reset" })).toEqual(editing(1));
  });

  it("ignores results that arrive when nothing is being sent", () => {
    expect(flow(editing(3), { type: "succeeded" })).toEqual(editing(3));
    expect(flow(editing(3), { type: "failed", reason: "failed" })).toEqual(editing(3));
  });
});
