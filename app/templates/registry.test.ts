import { describe, expect, it } from "vitest";
import { gallerySites } from "./manifest";
import { bilingualTemplate, lookupTemplate, registrySlugs } from "./registry";

const SLUGS = [
  "modern-mining",
  "premium-construction",
  "cut-district",
  "robot-template",
  "snow-squatch",
];

describe("template registry", () => {
  it("lists the five templates first, in the order the gallery preloads them", () => {
    expect(registrySlugs().slice(0, 5)).toEqual(SLUGS);
    expect(gallerySites().map((site) => site.slug)).toEqual(SLUGS);
  });

  it("gives each template its own poster with a fixed size and words in both languages", () => {
    for (const site of gallerySites()) {
      const record = lookupTemplate(site.slug, "en");
      expect(record?.cover).toMatchObject({ src: site.gallery?.cover, width: 1200, height: 750 });
      expect(record?.cover.alt).not.toBe("");
      expect(lookupTemplate(site.slug, "fr")?.cover.alt).not.toBe(record?.cover.alt);
    }
    expect(new Set(gallerySites().map((site) => site.gallery?.cover)).size).toBe(SLUGS.length);
  });

  it("finds a template by slug in each language and nothing for an unknown slug", () => {
    expect(lookupTemplate("cut-district", "en")).toMatchObject({
      title: "Cut District",
      industry: "Barbershop",
      route: "/templates/cut-district",
      context: "cut-district",
    });
    expect(bilingualTemplate("cut-district")?.fr.industry).toBe("Salon de barbier");
    expect(lookupTemplate("no-such-template", "en")).toBeUndefined();
  });

  it("keys each figure, in the order the site lists them, to its label in the card copy", () => {
    const record = lookupTemplate("cut-district", "fr")!;
    expect(record.metrics).toEqual([
      { key: "size", value: "9" },
      { key: "accessibility", value: "100" },
      { key: "languages", value: "EN/FR" },
    ]);
    expect(record.metrics.map(({ key }) => record.card.fr.metrics[key])).toEqual([
      "Sections",
      "Accessibilité",
      "Langues",
    ]);
  });
});
