import { describe, expect, it } from "vitest";
import { format, lookup } from "./text-path";

const tree = {
  hero: { title: "Hello" },
  cards: [{ title: "One" }, { title: "Two" }],
  tags: ["a", "b"],
};

describe("lookup", () => {
  it("finds nested strings and list items", () => {
    expect(lookup(tree, "hero.title")).toBe("Hello");
    expect(lookup(tree, "cards.1.title")).toBe("Two");
    expect(lookup(tree, "tags.0")).toBe("a");
  });

  it("returns undefined for missing paths, sections and inherited keys", () => {
    expect(lookup(tree, "hero.subtitle")).toBeUndefined();
    expect(lookup(tree, "hero")).toBeUndefined();
    expect(lookup(tree, "cards.5.title")).toBeUndefined();
    expect(lookup(tree, "hero.title.length")).toBeUndefined();
    expect(lookup(tree, "__proto__.toString")).toBeUndefined();
    expect(lookup(tree, "constructor")).toBeUndefined();
  });
});

describe("format", () => {
  it("fills placeholders and leaves unknown ones", () => {
    expect(format("Step {n} of {total}", { n: 2, total: 3 })).toBe("Step 2 of 3");
    expect(format("Hi {name}", {})).toBe("Hi {name}");
  });
});
