import { describe, expect, it } from "vitest";
import { utf8Length } from "./utf8";

const encoded = (text: string) => new TextEncoder().encode(text).length;

describe("utf8Length", () => {
  it.each([
    ["", 0],
    ["Hello", 5],
    ["Été à Sudbury", encoded("Été à Sudbury")],
    ["日本語のテキスト", 24],
    ["Pine 🌲 & nickel", encoded("Pine 🌲 & nickel")],
    ["\u{1F600}", 4],
    ["lone \uD800 high", encoded("lone \uD800 high")],
    ["lone \uDC00 low", encoded("lone \uDC00 low")],
  ])("%j is %i bytes, as TextEncoder says", (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
    expect(utf8Length(text)).toBe(encoded(text));
  });
});
