import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { readStored, type Parsed } from "./stored-json";

const schema = z.strictObject({
  version: z.literal(1),
  names: z.record(z.string(), z.string().check(z.maxLength(5))),
  ids: z.array(z.string().check(z.regex(/^[a-z]+$/))),
});
type Value = z.output<typeof schema>;

const parse = (data: unknown): Parsed<Value> => {
  const result = schema.safeParse(data);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, issues: result.error.issues };
};

const read = (data: unknown, maxLength = 1000) =>
  readStored(JSON.stringify(data), maxLength, parse);

describe("readStored", () => {
  it("returns valid data as parsed", () => {
    const value = { version: 1, names: { a: "Ann" }, ids: ["x", "y"] };
    expect(read(value)).toEqual(value);
  });

  it("drops bad entries, unexpected properties and bad list items, keeping the rest", () => {
    expect(
      read({
        version: 1,
        extra: true,
        names: { a: "Ann", b: 7, c: "far too long" },
        ids: ["x", "BAD", 3, "y", "Nope"],
      }),
    ).toEqual({ version: 1, names: { a: "Ann" }, ids: ["x", "y"] });
  });

  it.each([
    ["a wrong version", { version: 2, names: {}, ids: [] }],
    ["a missing part", { version: 1, names: {} }],
    ["a wrong type at the top", [1, 2]],
    ["a primitive", 7],
    ["null", null],
  ])("gives null for %s", (_, data) => {
    expect(read(data)).toBeNull();
  });

  it("gives null for malformed JSON and for text longer than allowed, without throwing", () => {
    expect(readStored("{not json", 1000, parse)).toBeNull();
    expect(readStored("", 1000, parse)).toBeNull();
    expect(read({ version: 1, names: {}, ids: [] }, 10)).toBeNull();
  });
});
