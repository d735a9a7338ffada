import { describe, expect, it, vi } from "vitest";
import { createEditLookup } from "./edit-lookup";
import { NO_EDITS, setEdit } from "./edits";

const pages: Record<string, string> = {
  home: "home",
  quote: "site",
  welcome: "site",
  system: "site",
  templateCard: "templates",
};
const pageOf = (namespace: string) => pages[namespace];

const set = [
  ["en", { page: "home", section: "home.hero", field: "title" }, "Hello"],
  ["fr", { page: "home", section: "home.hero", field: "title" }, "Bonjour"],
  ["en", { page: "site", section: "quote.hero", field: "title" }, "Quote title"],
  ["en", { page: "site", section: "system.notFound", field: "" }, "Lost?"],
  ["en", { page: "templates", section: "templateCard[robot].title", field: "" }, "Robots"],
] as const;
const edits = set.reduce(
  (acc, [locale, address, value]) => setEdit(acc, locale, address, value),
  NO_EDITS,
);

describe("createEditLookup", () => {
  const lookup = createEditLookup(edits, pageOf);

  it("finds an edit by language and text id", () => {
    expect(lookup("en", "home.hero.title")).toBe("Hello");
    expect(lookup("fr", "home.hero.title")).toBe("Bonjour");
    expect(lookup("fr", "quote.hero.title")).toBeUndefined();
  });

  it("keeps namespaces of one page apart", () => {
    expect(lookup("en", "quote.hero.title")).toBe("Quote title");
    expect(lookup("en", "welcome.hero.title")).toBeUndefined();
  });

  it("finds a text directly under its namespace", () => {
    expect(lookup("en", "system.notFound")).toBe("Lost?");
  });

  it("finds an instance's edit only on that instance", () => {
    expect(lookup("en", "templateCard.title", "robot")).toBe("Robots");
    expect(lookup("en", "templateCard.title", "cut-district")).toBeUndefined();
    expect(lookup("en", "templateCard.title")).toBeUndefined();
  });

  it("answers undefined for unknown namespaces, bad ids and inherited names", () => {
    expect(lookup("en", "nowhere.hero.title")).toBeUndefined();
    expect(lookup("en", "home")).toBeUndefined();
    expect(lookup("en", "constructor.name")).toBeUndefined();
    expect(createEditLookup(NO_EDITS, pageOf)("en", "home.hero.title")).toBeUndefined();
  });

  it("indexes an edit set once, not per lookup", () => {
    const entries = vi.spyOn(Object, "entries");
    const again = createEditLookup(edits, pageOf);
    for (let i = 0; i < 100; i++) again("en", "home.hero.title");
    expect(entries).not.toHaveBeenCalled();
    entries.mockRestore();
  });
});
