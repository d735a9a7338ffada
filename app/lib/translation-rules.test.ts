import { describe, expect, it } from "vitest";
import { shouldTranslate, skipReason } from "./translation-rules";

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
