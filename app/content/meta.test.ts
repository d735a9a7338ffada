import { describe, expect, it, vi } from "vitest";
import { miningPageMeta } from "../templates/mining/meta";
import { lookupTemplate } from "../templates/registry";
import { templateMeta } from "../templates/template-meta";
import { processCopy } from "../studio/content/process";
import { metaFor } from "./meta";

// Edits published with the site: English only, one of them on one template's card.
const PUBLISHED: Record<string, string> = {
  "process.meta.title": "How a site gets made",
  "miningMeta.projects.description": "Four mines, one crew.",
  "templateCard.title@robot-template": "Robot Works",
};
vi.mock("./published", () => ({
  publishedText: (locale: string, id: string, instance?: string) =>
    locale === "en" ? PUBLISHED[instance ? `${id}@${instance}` : id] : undefined,
}));

type Tag = Record<string, unknown>;
const titleOf = (tags: readonly Tag[]) => tags.find((tag) => "title" in tag)?.title;
const descriptionOf = (tags: readonly Tag[]) =>
  tags.find((tag) => tag.name === "description")?.content;

describe("a page's head shows the edits published with the site", () => {
  it("a studio page's title", () => {
    const meta = metaFor("process", processCopy);
    expect(titleOf(meta({ location: { pathname: "/process" } }))).toMatch(
      /^How a site gets made \| /,
    );
    expect(titleOf(meta({ location: { pathname: "/fr/process" } }))).toMatch(
      new RegExp(`^${processCopy.fr.meta.title} \\| `),
    );
  });

  it("a template page's description", () => {
    expect(descriptionOf(miningPageMeta("projects", "/templates/modern-mining/projects"))).toBe(
      "Four mines, one crew.",
    );
  });

  it("a template's title, from its own card only", () => {
    const pathname = "/templates/robot-template";
    expect(titleOf(templateMeta(lookupTemplate("robot-template", "en"), pathname))).toMatch(
      /^Robot Works \| /,
    );
    const other = lookupTemplate("snow-squatch", "en");
    expect(titleOf(templateMeta(other, "/templates/snow-squatch"))).toMatch(
      new RegExp(`^${other?.title} \\| `),
    );
  });
});
