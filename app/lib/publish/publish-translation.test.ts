import { describe, expect, it } from "vitest";
import type { EditSet } from "../copy-edits/edits";
import { readLiveCopy } from "../published-copy";
import { frenchToTranslate, machineFrenchOf, versionFrench } from "./publish-translation";

const NAMES = ["Nickel & Pine"];

const set = (edits: EditSet["edits"]): EditSet => ({ version: 1, edits });

const englishOnly = set({
  en: {
    home: {
      "home.hero": { title: "Built for the North", eyebrow: "Nickel & Pine" },
      "home.cta": { title: "Talk to us" },
    },
  },
  fr: { home: { "home.cta": { title: "Parlez-nous" } } },
});

describe("French for a version's English-only texts", () => {
  it("asks the service only for English-only texts worth translating (not a brand name)", () => {
    expect(frenchToTranslate(englishOnly, null, NAMES)).toEqual(["Built for the North"]);
  });

  it("renders the service's French on French pages and keeps it with the version, marked", () => {
    const { copyJson, machineFrench } = versionFrench(
      englishOnly,
      null,
      ["Bâti pour le Nord"],
      NAMES,
    );
    expect(readLiveCopy(copyJson)).toEqual({
      en: {
        "home.hero.title": "Built for the North",
        "home.hero.eyebrow": "Nickel & Pine",
        "home.cta.title": "Talk to us",
      },
      fr: {
        "home.cta.title": "Parlez-nous",
        "home.hero.title": "Bâti pour le Nord",
        // A name reads the same in French: as written.
        "home.hero.eyebrow": "Nickel & Pine",
      },
    });
    expect(JSON.parse(String(machineFrench)).texts).toEqual({
      "home.hero.title": {
        en: "Built for the North",
        fr: "Bâti pour le Nord",
        machineTranslated: true,
      },
    });
    expect(machineFrenchOf(machineFrench)).toEqual([
      { key: "home.hero.title", en: "Built for the North", fr: "Bâti pour le Nord" },
    ]);
  });

  it("translates a text once: the next version keeps its French until its English changes", () => {
    const { machineFrench } = versionFrench(englishOnly, null, ["Bâti pour le Nord"], NAMES);
    expect(frenchToTranslate(englishOnly, machineFrench, NAMES)).toEqual([]);
    const changed = set({ en: { home: { "home.hero": { title: "Made for the North" } } } });
    expect(frenchToTranslate(changed, machineFrench, NAMES)).toEqual(["Made for the North"]);
  });

  it("drops the machine French once the owner writes the French", () => {
    const { machineFrench } = versionFrench(englishOnly, null, ["Bâti pour le Nord"], NAMES);
    const corrected = set({
      en: { home: { "home.hero": { title: "Built for the North" } } },
      fr: { home: { "home.hero": { title: "Conçu pour le Nord" } } },
    });
    const next = versionFrench(corrected, machineFrench, [], NAMES);
    expect(next.machineFrench).toBeNull();
    expect(readLiveCopy(next.copyJson)?.fr).toEqual({ "home.hero.title": "Conçu pour le Nord" });
  });

  it("without a service, French pages show the English as written, never the text it replaced", () => {
    const { copyJson, machineFrench } = versionFrench(englishOnly, null, [], NAMES);
    expect(readLiveCopy(copyJson)?.fr?.["home.hero.title"]).toBe("Built for the North");
    expect(machineFrench).toBeNull();
    expect(copyJson).not.toContain("<");
  });
});
