import { describe, expect, it } from "vitest";
import { MAIN_PAGES } from "../../lib/template-site";
import { constructionPageMeta } from "./meta";

const descriptionOf = (pathname: string) =>
  constructionPageMeta("about", pathname).find(
    (tag) => "name" in tag && tag.name === "description",
  );

describe("construction page meta", () => {
  it("names the template after the look the address wears", () => {
    expect(descriptionOf("/templates/premium-construction/about")).toMatchObject({
      content: expect.stringMatching(/^Premium Construction, a demo template by /),
    });
    expect(descriptionOf("/about")).toMatchObject({
      content: expect.stringMatching(/^Premium Construction, /),
    });
    expect(descriptionOf("/fr/templates/modern-construction/about")).toMatchObject({
      content: expect.stringMatching(/^Modern Construction, un modèle de démonstration de /),
    });
  });

  it("gives every page and the home a title and a filled description in both languages", () => {
    for (const page of [...MAIN_PAGES, "home"] as const)
      for (const prefix of ["", "/fr"]) {
        const tags = constructionPageMeta(page, `${prefix}/templates/premium-construction`);
        expect(tags.find((tag) => "title" in tag)).toBeTruthy();
        expect(JSON.stringify(tags)).not.toMatch(/\{\w+\}/);
      }
  });
});
