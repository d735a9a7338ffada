import { describe, expect, it } from "vitest";
import type { EditSet } from "../copy-edits/edits";
import { unpublishedCount, unpublishedEdits, type LiveText } from "./unpublished";

const edits: EditSet = {
  version: 1,
  edits: {
    en: {
      home: {
        "home.hero": { title: "Live already", tagline: "Not live yet" },
        "templateCard[cut-district].title": { "": "Cut District" },
      },
    },
    fr: { home: { "home.hero": { title: "Pas encore" } } },
  },
};

const LIVE: Record<string, string> = {
  "en home.hero.title": "Live already",
  "en templateCard.title cut-district": "Cut District",
  "fr home.hero.title": "Nord",
};
const live: LiveText = (locale, id, instance) =>
  LIVE[[locale, id, instance].filter(Boolean).join(" ")];

describe("the edits visitors do not see yet", () => {
  it("are those whose text differs from the live site's, instances included", () => {
    expect(unpublishedEdits(edits, live)).toEqual({
      version: 1,
      edits: {
        en: { home: { "home.hero": { tagline: "Not live yet" } } },
        fr: { home: { "home.hero": { title: "Pas encore" } } },
      },
    });
    expect(unpublishedCount(edits, live)).toBe(2);
  });

  it("are none once the live site shows every edit", () => {
    const all: LiveText = () => undefined;
    expect(unpublishedCount({ version: 1, edits: {} }, all)).toBe(0);
    expect(unpublishedEdits({ version: 1, edits: {} }, all)).toEqual({ version: 1, edits: {} });
  });
});
