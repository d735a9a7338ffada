import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { SENTINEL_CODES, withoutSentinelStacks } from "./react-sentinels-plugin.ts";

const require = createRequire(import.meta.url);
const reactDomClient = readFileSync(
  join(dirname(require.resolve("react-dom/package.json")), "cjs/react-dom-client.production.js"),
  "utf8",
);

describe("withoutSentinelStacks", () => {
  it("creates each of React's five sentinel errors without a stack, and nothing else", () => {
    const out = withoutSentinelStacks(reactDomClient);
    for (const code of SENTINEL_CODES) {
      expect(out).not.toContain(`= Error(formatProdErrorMessage(${code}))`);
      expect(out).toContain(
        `Object.assign(Object.create(Error.prototype), { message: formatProdErrorMessage(${code}) })`,
      );
    }
    // Every other error React creates is left as it was.
    const errors = (code: string) => code.match(/\bError\(/g)?.length ?? 0;
    expect(errors(out)).toBe(errors(reactDomClient) - SENTINEL_CODES.length);
  });

  it("gives values that are errors with React's message, compared by identity as before", () => {
    const formatProdErrorMessage = (code: number) => `Minified React error #${code}`;
    const source = withoutSentinelStacks(
      SENTINEL_CODES.map((code) => `var S${code} = Error(formatProdErrorMessage(${code}));`).join(
        "\n",
      ),
    );
    const values = new Function(
      "formatProdErrorMessage",
      `${source}\nreturn [${SENTINEL_CODES.map((code) => `S${code}`).join(",")}];`,
    )(formatProdErrorMessage) as Error[];
    expect(values).toHaveLength(5);
    for (const [i, value] of values.entries()) {
      expect(value).toBeInstanceOf(Error);
      expect(value.message).toBe(`Minified React error #${SENTINEL_CODES[i]}`);
      expect(value.stack).toBeUndefined();
    }
  });

  it("stops the build when React's source no longer has exactly these five", () => {
    const withoutOne = reactDomClient.replace(
      "= Error(formatProdErrorMessage(461))",
      "= new TypeError(formatProdErrorMessage(461))",
    );
    expect(() => withoutSentinelStacks(withoutOne)).toThrow(/expected codes .* found/);
    expect(() => withoutSentinelStacks("")).toThrow(/found none/);
  });
});
