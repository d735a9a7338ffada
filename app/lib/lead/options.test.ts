import { describe, expect, it } from "vitest";
import { quoteEn } from "../../quote/content/quote.en";
import {
  INDUSTRIES,
  INDUSTRY_IDS,
  PROJECT_TYPES,
  PROJECT_TYPE_LABELS,
  industryLabel,
  isIndustryId,
  isProjectType,
} from "./options";

const SPEC_INDUSTRIES =
  "Technology, Healthcare, Finance, Education, Retail, Manufacturing, Real Estate, Construction, Food & Beverage, Transportation, Entertainment, Media & Marketing, Professional Services, Consulting, Legal Services, Non-Profit, Government, Agriculture, Energy, Telecommunications, Automotive, Fashion, Beauty & Wellness, Sports & Fitness, Travel & Tourism, Hospitality, E-commerce, Software Development, Design & Creative, Other".split(
    ", ",
  );

describe("project types", () => {
  it("has the 4 ids of quoteEn in order, with the spec's labels", () => {
    expect(PROJECT_TYPES).toEqual(Object.keys(quoteEn.projectTypes));
    expect(PROJECT_TYPES.map((id) => PROJECT_TYPE_LABELS[id])).toEqual([
      "New Website",
      "Redesign",
      "E-commerce",
      "Other",
    ]);
  });

  it("labels match the English copy", () => {
    for (const id of PROJECT_TYPES)
      expect(PROJECT_TYPE_LABELS[id]).toBe(quoteEn.projectTypes[id].label);
  });

  it.each([
    ["redesign", true],
    ["ecommerce", true],
    ["e-commerce", false],
    ["", false],
    [undefined, false],
    ["__proto__", false],
  ])("isProjectType(%s) is %s", (value, expected) => expect(isProjectType(value)).toBe(expected));
});

describe("industries", () => {
  it("has 30 entries whose ids are the keys of quoteEn.industries, in order", () => {
    expect(INDUSTRIES).toHaveLength(30);
    expect(INDUSTRY_IDS).toEqual(Object.keys(quoteEn.industries));
    expect(new Set(INDUSTRY_IDS).size).toBe(30);
  });

  it("labels are the spec list, in the spec order", () => {
    expect(SPEC_INDUSTRIES).toHaveLength(30);
    expect(INDUSTRIES.map((industry) => industry.label)).toEqual(SPEC_INDUSTRIES);
    expect(INDUSTRIES.map((industry) => industry.label)).toEqual(Object.values(quoteEn.industries));
  });

  it("looks labels up by id", () => {
    expect(industryLabel("real-estate")).toBe("Real Estate");
    expect(industryLabel("food-beverage")).toBe("Food & Beverage");
    expect(industryLabel("other")).toBe("Other");
  });

  it.each([
    ["other", true],
    ["e-commerce", true],
    ["ecommerce", false],
    ["Technology", false],
    [3, false],
  ])("isIndustryId(%s) is %s", (value, expected) => expect(isIndustryId(value)).toBe(expected));
});
