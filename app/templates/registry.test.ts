import { describe, expect, it } from "vitest";
import { gallerySites } from "./manifest";
import { loadTemplate } from "./load-template";
import { galleryCard, lookupTemplate } from "./registry";
import { templateData } from "./template-data";

const SLUGS = [
  "modern-mining",
  "premium-construction",
  "cut-district",
  "robot-template",
  "snow-squatch",
];

describe("template registry", () => {
  it("lists the five templates first, in the order the gallery preloads them", () => {
    expect(templateData.map((data) => data.slug).slice(0, 5)).toEqual(SLUGS);
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

  it("loads each template's own card module for the gallery, with the words the lookup gives", async () => {
    for (const data of templateData) {
      const { en, fr } = await loadTemplate(data);
      expect(en).toEqual(lookupTemplate(data.slug, "en"));
      expect(fr).toEqual(lookupTemplate(data.slug, "fr"));
      expect(en.card).toBe(galleryCard(data.slug));
    }
    const { fr } = await loadTemplate(templateData.find((data) => data.slug === "cut-district")!);
    expect(fr.industry).toBe("Salon de barbier");
  });

  it("rejects a module that holds no card for the template", async () => {
    const mining = templateData[0]!;
    const wrong = { ...mining, slug: "no-such-template" };
    await expect(loadTemplate(wrong)).rejects.toThrow(
      'Template "no-such-template" has no gallery card',
    );
  });
});
