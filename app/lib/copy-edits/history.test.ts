import { describe, expect, it } from "vitest";
import { HISTORY_LIMIT, canRedo, canUndo, pushHistory, redo, startHistory, undo } from "./history";

describe("history", () => {
  it("starts with nothing to undo or redo", () => {
    const history = startHistory("a");
    expect(history.present).toBe("a");
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it("undoes and redoes changes in order", () => {
    let history = pushHistory(pushHistory(startHistory("a"), "b"), "c");
    expect(canUndo(history)).toBe(true);
    history = undo(history);
    expect(history.present).toBe("b");
    history = undo(history);
    expect(history.present).toBe("a");
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(true);
    history = redo(history);
    expect(history.present).toBe("b");
    history = redo(history);
    expect(history.present).toBe("c");
    expect(canRedo(history)).toBe(false);
  });

  it("drops the redo steps when a new change is made", () => {
    const history = pushHistory(undo(pushHistory(startHistory("a"), "b")), "x");
    expect(history.present).toBe("x");
    expect(canRedo(history)).toBe(false);
    expect(undo(history).present).toBe("a");
  });

  it("ignores a change to the present value itself", () => {
    const history = pushHistory(startHistory("a"), "b");
    expect(pushHistory(history, "b")).toBe(history);
  });

  it(`keeps only the last ${HISTORY_LIMIT} steps`, () => {
    let history = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 20; i++) history = pushHistory(history, i);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    while (canUndo(history)) history = undo(history);
    expect(history.present).toBe(20);
    expect(pushHistory(pushHistory(startHistory(0), 1, 1), 2, 1).past).toEqual([1]);
  });

  it("never changes the history it is given", () => {
    const history = pushHistory(startHistory("a"), "b");
    const copy = structuredClone(history);
    undo(history);
    pushHistory(history, "c");
    expect(history).toEqual(copy);
  });
});
