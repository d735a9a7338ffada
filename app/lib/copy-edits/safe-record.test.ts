import { describe, expect, it } from "vitest";
import { isHarmlessKey, own, safeRecord, withEntry, withoutEntry } from "./safe-record";

describe("safe records", () => {
  it("have no prototype, so inherited names are absent", () => {
    const record = safeRecord([["hero", 1]]);
    expect(Object.getPrototypeOf(record)).toBeNull();
    expect(own(record, "hero")).toBe(1);
    expect(own(record, "constructor")).toBeUndefined();
    expect(own(record, "toString")).toBeUndefined();
    expect(own(undefined, "hero")).toBeUndefined();
  });

  it("store __proto__ as an ordinary key without touching Object.prototype", () => {
    const record = safeRecord([["__proto__", { polluted: true }]]);
    expect(own(record, "__proto__")).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("reads own keys only, even from a plain object", () => {
    expect(own({ a: 1 } as Record<string, number>, "constructor")).toBeUndefined();
  });

  it("are copied, never changed, by withEntry and withoutEntry", () => {
    const before = safeRecord([
      ["a", 1],
      ["b", 2],
    ]);
    const added = withEntry(before, "c", 3);
    const replaced = withEntry(before, "a", 9);
    const removed = withoutEntry(before, "a");
    expect(before).toEqual(
      safeRecord([
        ["a", 1],
        ["b", 2],
      ]),
    );
    expect(added).toEqual(
      safeRecord([
        ["a", 1],
        ["b", 2],
        ["c", 3],
      ]),
    );
    expect(replaced).toEqual(
      safeRecord([
        ["a", 9],
        ["b", 2],
      ]),
    );
    expect(removed).toEqual(safeRecord([["b", 2]]));
    expect(Object.getPrototypeOf(added)).toBeNull();
    expect(Object.getPrototypeOf(withEntry(undefined, "x", 1))).toBeNull();
  });
});

describe("isHarmlessKey", () => {
  it.each([
    ["hero", true],
    ["home.hero", true],
    ["templateCard[cut-district].title", true],
    ["cards.2.proto", true],
    ["", true],
    ["__proto__", false],
    ["constructor", false],
    ["prototype", false],
    ["cards.__proto__.x", false],
    ["home[constructor].hero", false],
    ["a/prototype", false],
  ])("%j → %s", (key, expected) => {
    expect(isHarmlessKey(key)).toBe(expected);
  });
});
