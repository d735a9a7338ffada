import { describe, expect, it } from "vitest";
import { translateOrigin } from "./connect-origins-plugin";

describe("translateOrigin", () => {
  it("is the https origin of the configured URL, and nothing when none is", () => {
    expect(translateOrigin("https://translation.googleapis.com/language/translate/v2")).toBe(
      "https://translation.googleapis.com",
    );
    expect(translateOrigin("https://t.example:8443/x?y=1")).toBe("https://t.example:8443");
    expect(translateOrigin(undefined)).toBeNull();
    expect(translateOrigin("")).toBeNull();
  });

  it("adds no origin for a path of the site itself (the server's proxy)", () => {
    expect(translateOrigin("/api/translate")).toBeNull();
  });

  it.each([
    "http://t.example/v2",
    "javascript:alert(1)",
    "not a url",
    "data:text/plain,x",
    "//t.example/v2",
    "/\\t.example/v2",
    "api/translate",
  ])("stops the build on %j", (url) => {
    expect(() => translateOrigin(url)).toThrow(/VITE_TRANSLATE_URL/);
  });
});
