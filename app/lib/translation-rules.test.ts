import { describe, expect, it } from "vitest";
import {
  isSkippedAttributeOwner,
  isSkippedElement,
  shouldTranslate,
  skipReason,
} from "./translation-rules";

const names = { companyNames: ["Nickel & Pine", "Cut District", "Sudbury Minerals"] };

describe("skipReason", () => {
  it.each([
    ["hello@nickelandpine.ca", "email"],
    ["mailto:info@sudburyminerals-demo.ca", "email"],
    ["first.last+quotes@mail.example.co.uk", "email"],
    ["(705) 555-0142", "phone"],
    ["705-555-0142", "phone"],
    ["705.555.0142", "phone"],
    ["705 555 0142", "phone"],
    ["7055550142", "phone"],
    ["+1 705 555 0142", "phone"],
    ["1-800-555-0199", "phone"],
    ["+33 1 23 45 67 89", "phone"],
    ["(705) 555-0142 ext. 12", "phone"],
    ["https://nickelandpine.ca/templates", "url"],
    ["www.example.com", "url"],
    ["nickelandpine.ca", "url"],
    ["Nickel & Pine", "company"],
    ["cut district", "company"],
    ["Sudbury Minerals Limited", "company"],
    ["Northern Ridge Construction Inc.", "company"],
    ["Boreal Builders Ltd", "company"],
    ["128 Elm Street, Suite 3", "address"],
    ["1974 Copper Ridge Road, Sudbury, ON P3C 1T7", "address"],
    ["45 rue Notre-Dame", "address"],
    ["2024", "no-letters"],
    ["$32 – $45", "no-letters"],
    ["98%", "no-letters"],
    ["24/7", "no-letters"],
    ["★★★★★", "no-letters"],
    ["© →", "no-letters"],
    ["a", "length"],
    ["   ", "length"],
    ["x".repeat(5001), "length"],
  ])("skips %j (%s)", (text, reason) => {
    expect(skipReason(text, names)).toBe(reason);
  });

  it.each([
    "Get Free Quote",
    "We build fast websites for Northern Ontario businesses.",
    "Ok",
    "Call us about 3 projects",
    "Email us for a quote",
    "Visit our studio on Elm Street",
    "Phone support, 24/7",
    "Websites from $900",
    "The Cut District experience",
    "x".repeat(5000),
  ])("translates %j", (text) => {
    expect(shouldTranslate(text, names)).toBe(true);
  });

  it("knows no company name it is not told", () => {
    expect(shouldTranslate("Cut District")).toBe(true);
    expect(shouldTranslate("Cut District", names)).toBe(false);
  });
});

/** The few members of Element the rules read. */
interface FakeElement {
  tagName: string;
  parentElement: FakeElement | null;
  attributes: Record<string, string>;
  closest(selector: string): FakeElement | null;
}

function element(
  tagName: string,
  parent: FakeElement | null = null,
  attributes: Record<string, string> = {},
): Element {
  const node: FakeElement = {
    tagName,
    parentElement: parent,
    attributes,
    closest(selector) {
      expect(selector).toBe('[translate="no"], .notranslate');
      for (let at: FakeElement | null = node; at; at = at.parentElement) {
        if (at.attributes.translate === "no" || /\bnotranslate\b/.test(at.attributes.class ?? ""))
          return at;
      }
      return null;
    },
  };
  return node as unknown as Element;
}

describe("element rules", () => {
  const body = element("BODY");
  const main = element("MAIN", body as unknown as FakeElement);

  it.each(["SCRIPT", "STYLE", "CODE", "PRE", "INPUT", "TEXTAREA", "SELECT", "OPTION"])(
    "skips the text of %s and of what it holds",
    (tag) => {
      const skipped = element(tag, main as unknown as FakeElement);
      expect(isSkippedElement(skipped)).toBe(true);
      expect(isSkippedElement(element("SPAN", skipped as unknown as FakeElement))).toBe(true);
    },
  );

  it("skips elements marked not-to-translate, and what they hold", () => {
    const marked = element("DIV", main as unknown as FakeElement, { translate: "no" });
    const classed = element("P", main as unknown as FakeElement, { class: "lead notranslate" });
    expect(isSkippedElement(marked)).toBe(true);
    expect(isSkippedElement(element("B", marked as unknown as FakeElement))).toBe(true);
    expect(isSkippedElement(classed)).toBe(true);
    expect(isSkippedAttributeOwner(element("IMG", marked as unknown as FakeElement))).toBe(true);
  });

  it("translates ordinary elements, and the attributes of form fields", () => {
    expect(isSkippedElement(element("H1", main as unknown as FakeElement))).toBe(false);
    expect(isSkippedElement(element("BUTTON", main as unknown as FakeElement))).toBe(false);
    expect(isSkippedAttributeOwner(element("INPUT", main as unknown as FakeElement))).toBe(false);
    expect(
      isSkippedElement(element("SPAN", main as unknown as FakeElement, { translate: "yes" })),
    ).toBe(false);
  });
});
