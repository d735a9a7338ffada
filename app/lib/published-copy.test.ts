import { describe, expect, it } from "vitest";
import { flattenPublished, liveCopyJson, publishedKey, readLiveCopy } from "./published-copy";

describe("published edits (an exported edits file shipped with the site)", () => {
  const file = {
    version: 1,
    edits: {
      en: {
        "mining/home": { "miningHome.hero": { title: "Deeper, safer", "stats.0.value": "60+" } },
        templates: { "templateCard[cut-district].title": { "": "Cut District, Sudbury" } },
      },
      fr: { site: { "common.skipLink": { "": "Aller au contenu <b>" } } },
    },
  };

  it("keys each text by its id, and by instance where a namespace has several", () => {
    const published = flattenPublished(file);
    expect(published.en).toEqual({
      "miningHome.hero.title": "Deeper, safer",
      "miningHome.hero.stats.0.value": "60+",
      "templateCard[cut-district].title": "Cut District, Sudbury",
    });
    expect(published.fr![publishedKey("common.skipLink")]).toBe("Aller au contenu <b>");
    expect(published.en![publishedKey("templateCard.title", "cut-district")]).toBe(
      "Cut District, Sudbury",
    );
    expect(publishedKey("templateCard.tags.0", "snow-squatch")).toBe(
      "templateCard[snow-squatch].tags.0",
    );
  });

  it("has nothing for a missing file, another version or misshapen entries", () => {
    expect(flattenPublished(undefined)).toEqual({});
    expect(flattenPublished({ ...file, version: 2 })).toEqual({});
    expect(flattenPublished({ version: 1, edits: [] })).toEqual({});
    const odd = flattenPublished({
      version: 1,
      edits: { en: { p: { "a.b": { c: 3, d: null, e: "kept" }, "a.x": "flat" } }, de: { p: {} } },
    });
    expect(odd.en).toEqual({ "a.b.e": "kept" });
    expect(Object.keys(odd)).toEqual(["en"]);
  });
});

describe("a live version's data block (pages the server rendered after a publish)", () => {
  it("reads back what it wrote, and nothing that is not texts per language", () => {
    const copy = {
      en: { "home.hero.title": "A <b> & </script>" },
      fr: { "home.hero.title": "Nord" },
    };
    expect(readLiveCopy(liveCopyJson(copy))).toEqual(copy);
    expect(liveCopyJson(copy)).not.toContain("</script>");
    for (const bad of [null, "", "{", "[]", '{"de":{}}', '{"en":{"a":1}}', '{"en":"x"}']) {
      expect(readLiveCopy(bad)).toBeNull();
    }
  });
});
