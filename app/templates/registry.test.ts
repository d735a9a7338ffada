import { describe, expect, it } from "vitest";
import { TEMPLATE_SLUGS } from "../prerender-paths";
import { COVERS } from "./covers";
import { bilingualTemplate, lookupTemplate, registrySlugs } from "./registry";

describe("template registry", () => {
  it("lists the five templates first, in the order the gallery preloads them", () => {
    expect(registrySlugs().slice(0, 5)).toEqual([...TEMPLATE_SLUGS]);
  });

  it("gives each template its own poster with a fixed size", () => {
    for (const slug of TEMPLATE_SLUGS) {
      const record = lookupTemplate(slug, "en");
      expect(record?.cover).toMatchObject({ src: COVERS[slug], width: 1200, height: 750 });
      expect(record?.cover.alt).not.toBe("");
    }
    expect(new Set(Object.values(COVERS)).size).toBe(TEMPLATE_SLUGS.length);
  });

  it("finds a template by slug in each language and nothing for an unknown slug", () => {
    expect(lookupTemplate("cut-district", "en")).toMatchObject({
      title: "Cut District",
      industry: "Barbershop",
    });
    expect(bilingualTemplate("cut-district")?.fr.industry).toBe("Salon de barbier");
    expect(lookupTemplate("no-such-template", "en")).toBeUndefined();
  });
});
