import { describe, expect, it, vi } from "vitest";
import { translateEndpoint } from "./endpoint";
import { helperRuns } from "./TranslationGate";

describe("the translation helper's gate", () => {
  it("has no endpoint when the build names none (as here): nothing is ever sent", () => {
    expect(import.meta.env.VITE_TRANSLATE_URL).toBeUndefined();
    expect(translateEndpoint).toBeNull();
    const edits = vi.fn(() => true);
    expect(helperRuns(translateEndpoint, "fr", edits)).toBe(false);
    expect(edits).not.toHaveBeenCalled();
  });

  it("runs only in French, with an endpoint, where there are English edits", () => {
    const endpoint = { url: "https://t.example/v2" };
    expect(helperRuns(endpoint, "fr", () => true)).toBe(true);
    expect(helperRuns(endpoint, "en", () => true)).toBe(false);
    expect(helperRuns(endpoint, "fr", () => false)).toBe(false);
  });
});
