import { describe, expect, it } from "vitest";
import type { EditSet } from "../copy-edits/edits";
import { diffVersions, fieldCounts, nextVersionEdits, readPublishPost } from "./publish-post";

const set = (edits: EditSet["edits"]): EditSet => ({ version: 1, edits });

const heroEn = set({ en: { home: { "home.hero": { title: "North", tagline: "Fast sites" } } } });

describe("a publish request (POST /api/publish)", () => {
  it("accepts the editor's edit set and a note, the note on one line", () => {
    const verdict = readPublishPost({ edits: heroEn, note: "  Spring\n hero " });
    expect(verdict).toEqual({ ok: true, edits: heroEn, note: "Spring hero" });
  });

  it("refuses what the edits schema refuses, and says where", () => {
    const verdict = readPublishPost({
      edits: { version: 1, edits: { en: { home: { "home.hero": { title: 5 } } } } },
    });
    expect(verdict).toEqual({
      ok: false,
      reason: "The edits are not valid: edits.en.home.home.hero.title: Expected a text.",
    });
    expect(readPublishPost({ edits: { version: 2, edits: {} } }).ok).toBe(false);
    expect(readPublishPost(null)).toEqual({ ok: false, reason: "The request is not an object." });
  });

  it("refuses a note over 200 characters", () => {
    expect(readPublishPost({ edits: heroEn, note: "x".repeat(201) }).ok).toBe(false);
    expect(readPublishPost({ edits: heroEn, note: "x".repeat(200) }).ok).toBe(true);
  });

  it("refuses edits over the edit set's limits, in number and in bytes", () => {
    const fields = (count: number, text: string) =>
      set({
        en: {
          home: {
            "home.hero": Object.fromEntries(
              Array.from({ length: count }, (_, i) => [`f${i}`, text]),
            ),
          },
        },
      });
    expect(readPublishPost({ edits: fields(5001, "text") })).toEqual({
      ok: false,
      reason: "The edits are not valid: edits: Too many edits (at most 5000 in all).",
    });
    expect(readPublishPost({ edits: fields(170, "x".repeat(5000)) })).toEqual({
      ok: false,
      reason: "The edits are not valid: edits: The edits are too large (at most 800 kB).",
    });
  });
});

describe("versions", () => {
  it("build on the version before: a second browser's edits keep the first's", () => {
    const first = nextVersionEdits(null, heroEn);
    const second = nextVersionEdits(
      first,
      set({ fr: { home: { "home.hero": { title: "Nord" } } } }),
    );
    expect(second.edits.en).toEqual(heroEn.edits.en);
    expect(second.edits.fr).toEqual({ home: { "home.hero": { title: "Nord" } } });
    expect(fieldCounts(second)).toEqual({ en: 2, fr: 1 });
  });

  it("diff field by field against the version before: added, changed and removed texts", () => {
    const after = set({
      en: { home: { "home.hero": { title: "Nickel North" } } },
      fr: { home: { "home.hero": { title: "Nord" } } },
    });
    expect(diffVersions(heroEn, after)).toEqual([
      { locale: "en", key: "home.hero.tagline", before: "Fast sites", after: null },
      { locale: "en", key: "home.hero.title", before: "North", after: "Nickel North" },
      { locale: "fr", key: "home.hero.title", before: null, after: "Nord" },
    ]);
    expect(diffVersions(null, heroEn).map((change) => change.before)).toEqual([null, null]);
    expect(diffVersions(heroEn, heroEn)).toEqual([]);
  });
});
