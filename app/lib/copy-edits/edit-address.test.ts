import { describe, expect, it } from "vitest";
import { copyFields, registeredCopy } from "../../content/registry";
import {
  addressKey,
  addressOf,
  addressOfText,
  isFieldKey,
  isPageKey,
  isSectionKey,
  knownFieldKeys,
  parseSectionKey,
  sectionKey,
  splitTextId,
  textIdOf,
} from "./edit-address";

// Every copy bundle registers itself when its module loads; load them all, as the pages would.
// Not the test files beside them: their tests would run a second time, inside this file.
import.meta.glob(
  ["/app/**/content/*.ts", "/app/i18n/*.ts", "!/app/**/*.{en,fr}.ts", "!/app/**/*.test.ts"],
  { eager: true },
);

describe("section keys", () => {
  it("qualify the section by its namespace, and by the instance when there is one", () => {
    expect(sectionKey("quote", "steps")).toBe("quote.steps");
    expect(sectionKey("templateCard", "title", "cut-district")).toBe(
      "templateCard[cut-district].title",
    );
  });

  it("keep two namespaces of one page apart", () => {
    const welcome = addressOf({
      page: "site",
      namespace: "welcome",
      section: "hero",
      field: "title",
    });
    const quote = addressOf({ page: "site", namespace: "quote", section: "hero", field: "title" });
    expect(welcome.page).toBe(quote.page);
    expect(addressKey(welcome)).not.toBe(addressKey(quote));
  });

  it("are taken apart again", () => {
    expect(parseSectionKey("quote.steps")).toEqual({ namespace: "quote", section: "steps" });
    expect(parseSectionKey("templateCard[cut-district].title")).toEqual({
      namespace: "templateCard",
      instance: "cut-district",
      section: "title",
    });
  });

  it.each([
    "",
    "quote",
    "quote.",
    ".steps",
    "quote.steps.title",
    "templateCard[].title",
    "templateCard[cut district].title",
    "quote.__proto__",
    "constructor.steps",
    "quote[prototype].steps",
    "9lives.steps",
  ])("reject %j", (key) => {
    expect(parseSectionKey(key)).toBeNull();
    expect(isSectionKey(key)).toBe(false);
  });
});

describe("page and field keys", () => {
  it.each(["site", "home", "mining/home", "template sites", "templates/<slug>", "cut-district"])(
    "page %j is valid",
    (page) => expect(isPageKey(page)).toBe(true),
  );

  it.each(["", " site", "__proto__", "a/constructor", "x".repeat(81), "site\nhome", "page?"])(
    "page %j is not",
    (page) => expect(isPageKey(page)).toBe(false),
  );

  it.each(["", "title", "cards.2.title", "year-in-numbers.label", "a_b.0"])(
    "field %j is valid",
    (field) => expect(isFieldKey(field)).toBe(true),
  );

  it.each([".", "cards.", ".title", "cards..title", "cards.__proto__", "a b", "x".repeat(65)])(
    "field %j is not",
    (field) => expect(isFieldKey(field)).toBe(false),
  );
});

describe("text ids", () => {
  it("split into namespace, section and field", () => {
    expect(splitTextId("home.hero.title")).toEqual({
      namespace: "home",
      section: "hero",
      field: "title",
    });
    expect(splitTextId("home.services.cards.2.title")).toEqual({
      namespace: "home",
      section: "services",
      field: "cards.2.title",
    });
  });

  it("may have an empty field when the text sits directly under the namespace", () => {
    expect(splitTextId("system.notFound")).toEqual({
      namespace: "system",
      section: "notFound",
      field: "",
    });
    expect(textIdOf({ page: "site", section: "system.notFound", field: "" })).toEqual({
      id: "system.notFound",
    });
  });

  it.each(["", "home", "home.", ".hero"])("%j has no section", (id) => {
    expect(splitTextId(id)).toBeNull();
    expect(addressOfText("home", id)).toBeNull();
  });

  it("map to their stored address and back, with the instance", () => {
    const address = addressOfText("templates", "templateCard.highlights.1", "robot");
    expect(address).toEqual({
      page: "templates",
      section: "templateCard[robot].highlights",
      field: "1",
    });
    expect(textIdOf(address!)).toEqual({ id: "templateCard.highlights.1", instance: "robot" });
    expect(textIdOf({ page: "home", section: "not a key", field: "" })).toBeNull();
  });
});

describe("every registered text", () => {
  const entries = registeredCopy();

  it("has a valid, unique stored address in both languages", () => {
    expect(entries.length).toBeGreaterThan(20);
    for (const locale of ["en", "fr"] as const) {
      const fields = entries.flatMap((entry) => copyFields(entry, locale));
      for (const field of fields) {
        const address = addressOf(field);
        expect(isPageKey(address.page), address.page).toBe(true);
        expect(isSectionKey(address.section), address.section).toBe(true);
        expect(isFieldKey(address.field), address.field).toBe(true);
        const text = textIdOf(address);
        expect(text).toEqual(
          field.instance ? { id: field.id, instance: field.instance } : { id: field.id },
        );
        expect(addressOfText(field.page, field.id, field.instance)).toEqual(address);
      }
      expect(knownFieldKeys(fields).size).toBe(fields.length);
    }
  });
});
