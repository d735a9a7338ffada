import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta";

const base = {
  title: "Process",
  description: "How we work",
  brand: "N&P",
  origin: "https://n.example",
};

describe("pageMeta", () => {
  it("builds title, description, canonical and both alternates for an English page", () => {
    const tags = pageMeta({ ...base, path: "/process" });
    expect(tags).toContainEqual({ title: "Process | N&P" });
    expect(tags).toContainEqual({ name: "description", content: "How we work" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://n.example/process",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "fr-CA",
      href: "https://n.example/fr/process",
    });
  });

  it("points the French canonical at the French page", () => {
    const tags = pageMeta({ ...base, path: "/fr" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://n.example/fr",
    });
    expect(tags).toContainEqual({ property: "og:locale", content: "fr_CA" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "en-CA",
      href: "https://n.example/",
    });
  });

  it("fills the brand into the copy", () => {
    const tags = pageMeta({ ...base, path: "/", description: "How {brand} works" });
    expect(tags).toContainEqual({ name: "description", content: "How N&P works" });
  });

  it("marks non-indexable pages and gives them no canonical", () => {
    const tags = pageMeta({ ...base, path: "/nope", indexable: false });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });
});
