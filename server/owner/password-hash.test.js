import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, verifyPassword } from "./password-hash.js";

/** Low cost in tests only: the stored hash carries its cost, so checks follow it. */
const CHEAP = { log2N: 10, r: 8, p: 1 };

describe("the owner's password hash", () => {
  it("is scrypt with its own salt and cost, and only the same password matches it", async () => {
    const hash = await hashPassword("correct horse battery", CHEAP);
    expect(hash).toMatch(/^scrypt\$10\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await hashPassword("correct horse battery", CHEAP)).not.toBe(hash);
  });

  it("is OWASP's N = 2^15, r = 8, p = 3 by default", async () => {
    expect(await hashPassword("correct horse battery")).toMatch(/^scrypt\$15\$8\$3\$/);
  });

  it("matches a password typed in another Unicode form", async () => {
    const hash = await hashPassword("caf\u00e9 au lait 2026", CHEAP);
    expect(await verifyPassword("cafe\u0301 au lait 2026", hash)).toBe(true);
  });

  it("refuses a malformed or too costly stored hash without throwing", async () => {
    for (const stored of [
      "",
      "plain",
      "bcrypt$x",
      "scrypt$30$8$1$c2FsdA$a2V5",
      "scrypt$x$8$1$c2FsdA$a2V5",
    ]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });
});

it("asks for 12 characters or more, and at most 256", () => {
  expect(passwordProblem("elevenchars")).toBe("too-short");
  expect(passwordProblem(12)).toBe("too-short");
  expect(passwordProblem("twelve chars")).toBeNull();
  expect(passwordProblem("x".repeat(257))).toBe("too-long");
});
