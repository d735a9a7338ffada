import { describe, expect, it } from "vitest";
import { LIMITS, cleanMultiline, cleanSingleLine, truncate } from "./sanitize";

const MB = 1024 * 1024;

describe("LIMITS", () => {
  it("has the agreed caps", () => {
    expect(LIMITS).toEqual({
      businessName: 120,
      email: 254,
      phone: 30,
      otherIndustry: 100,
      message: 5000,
    });
  });
});

describe("cleanSingleLine", () => {
  it.each([
    ["plain text", "Acme Plumbing", "Acme Plumbing"],
    ["CRLF header injection", "Acme\r\nBcc: x@y.z", "Acme Bcc: x@y.z"],
    ["lone CR and LF", "a\rb\nc", "a b c"],
    ["tab", "a\tb", "a b"],
    ["vertical tab and form feed", "a\u000Bb\u000Cc", "a b c"],
    ["NEL (C1 line break)", "a\u0085b", "a b"],
    ["line and paragraph separators", "a\u2028b\u2029c", "a b c"],
    ["NUL and other C0 controls", "a\u0000b\u0007c\u001Bd\u001Fe", "abcde"],
    ["DEL and C1 controls", "a\u007Fb\u0080c\u009Fd", "abcd"],
    ["RTL override", "invoice\u202Efdp.exe", "invoicefdp.exe"],
    ["all bidi embeddings and overrides", "\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee", "abcde"],
    ["bidi isolates", "\u2066a\u2067b\u2068c\u2069", "abc"],
    ["LRM, RLM and ALM", "a\u200Eb\u200Fc\u061Cd", "abcd"],
    ["zero-width space, non-joiner, joiner", "A\u200Bc\u200Cm\u200De", "Acme"],
    ["word joiner and BOM", "\uFEFFAc\u2060me", "Acme"],
    ["invisible-only is empty", "\u200B\u200D\uFEFF\u202E", ""],
    ["whitespace runs collapse", "  Acme \t\u00A0  Corp  ", "Acme Corp"],
    ["narrow no-break space", "2:30\u202Fp.m.", "2:30 p.m."],
    ["whitespace only", " \t\r\n ", ""],
    ["NFC: decomposed é", "Cafe\u0301", "Caf\u00E9"],
    ["NFC after removing a zero-width char", "e\u200B\u0301", "\u00E9"],
    ["lone surrogates removed", "a\uD800b\uDC00c", "abc"],
    ["emoji kept", "Pizza 🍕", "Pizza 🍕"],
    ["French accents kept", "Île-des-Chênes Électrique", "Île-des-Chênes Électrique"],
  ])("%s", (_name, input, expected) => expect(cleanSingleLine(input, 120)).toBe(expected));

  it("cuts to max after cleaning and trims the cut end", () => {
    expect(cleanSingleLine("abcdef", 3)).toBe("abc");
    expect(cleanSingleLine("ab cdef", 3)).toBe("ab");
    expect(cleanSingleLine(" \u200Babcdef", 4)).toBe("abcd");
    expect(cleanSingleLine("x".repeat(121), LIMITS.businessName)).toHaveLength(120);
  });

  it("never splits a surrogate pair", () => {
    expect(cleanSingleLine("ab🍕", 3)).toBe("ab");
    expect(cleanSingleLine("ab🍕", 4)).toBe("ab🍕");
  });

  it("cuts a 1 MB input to the field's limit", () => {
    const result = cleanSingleLine("A\r\n\u202E\u200B".repeat(MB / 4), LIMITS.businessName);
    expect(result).toBe("A ".repeat(60).trimEnd());
    expect(result.length).toBeLessThanOrEqual(LIMITS.businessName);
  });

  it("never leaves CR, LF, bidi or zero-width characters", () => {
    const nasty = "\r\n\t\u0085\u2028\u202A\u202E\u2066\u2069\u200B\u200D\u2060\uFEFFx";
    expect(cleanSingleLine(nasty.repeat(50), 1000)).toMatch(/^[x ]+$/);
  });
});

describe("cleanMultiline", () => {
  it.each([
    ["keeps line breaks", "Line 1\nLine 2", "Line 1\nLine 2"],
    ["CRLF and CR become LF", "a\r\nb\rc", "a\nb\nc"],
    ["NEL, LS and PS become LF", "a\u0085b\u2028c\u2029d", "a\nb\nc\nd"],
    ["tabs and runs of spaces collapse", "a\t\t b   c", "a b c"],
    ["line ends are trimmed", "a  \n   b", "a\nb"],
    ["at most one blank line", "a\n\n\n\n\nb", "a\n\nb"],
    ["outer whitespace trimmed", "\n\n  a  \n\n", "a"],
    ["controls, bidi and zero-width removed", "a\u0000\u202E\u200Bb\u2066", "ab"],
  ])("%s", (_name, input, expected) =>
    expect(cleanMultiline(input, LIMITS.message)).toBe(expected),
  );

  it("cuts a 1 MB message to the limit", () => {
    const result = cleanMultiline("word\n".repeat(MB / 5), LIMITS.message);
    expect(result.length).toBeLessThanOrEqual(LIMITS.message);
    expect(result.startsWith("word\nword")).toBe(true);
  });
});

describe("truncate", () => {
  it.each([
    ["abc", 5, "abc"],
    ["abc", 3, "abc"],
    ["abc", 2, "ab"],
    ["abc", 0, ""],
    ["abc", -1, ""],
    ["abc", NaN, ""],
    ["🍕🍕", 3, "🍕"],
  ])("truncate(%s, %s) is %s", (text, max, expected) => expect(truncate(text, max)).toBe(expected));
});
