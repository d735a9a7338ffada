import { describe, expect, it } from "vitest";
import { quoteEn } from "../../quote/content/quote.en";
import { emptyDraft } from "./draft";
import type { LeadDraft } from "./lead-draft";
import { LIMITS } from "./sanitize";
import {
  EMAIL_PATTERN,
  PHONE_PATTERN,
  canGoNext,
  canSubmit,
  leadSchema,
  normalizePhone,
  validateDraft,
  validateField,
  type LeadErrorKey,
} from "./validation";

const full: LeadDraft = {
  ...emptyDraft(),
  step: 3,
  projectType: "redesign",
  businessName: "Lakeshore Plumbing",
  industry: "construction",
  email: "owner@lakeshore.ca",
  phone: "(705) 555-0142",
};
/** A valid-looking address of exactly `length` characters (≥ 200). */
const emailOfLength = (length: number) =>
  `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(length - 196)}.ca`;
const draft = (patch: Partial<LeadDraft>): LeadDraft => ({ ...full, ...patch });

describe("error keys", () => {
  it.each<[LeadErrorKey, string]>([
    ["businessNameRequired", "Business Name is required"],
    ["industryRequired", "Industry is required"],
    ["emailRequired", "Email Address is required"],
    ["emailInvalid", "Please enter a valid email address"],
    ["phoneRequired", "Phone Number is required"],
    ["phoneInvalid", "Please enter a valid phone number"],
  ])("%s reads %j", (key, text) => expect(quoteEn.errors[key]).toBe(text));

  it("business name message is the label plus ' is required'", () => {
    expect(quoteEn.errors.businessNameRequired).toBe(`${quoteEn.fields.businessName} is required`);
    expect(quoteEn.errors.emailRequired).toBe(`${quoteEn.fields.email} is required`);
    expect(quoteEn.errors.phoneRequired).toBe(`${quoteEn.fields.phone} is required`);
  });
});

describe("EMAIL_PATTERN", () => {
  it.each([
    "a@b.co",
    "owner@lakeshore.ca",
    "First.Last+quotes@sub.example.co.uk",
    "o'neil@example.ie",
    "x_y-z@a-b.example",
    "josé@café.ca",
    "a@xn--caf-dma.ca",
    "UPPER@EXAMPLE.COM",
    "1234@example.travel",
  ])("accepts %s", (email) => expect(EMAIL_PATTERN.test(email)).toBe(true));

  it.each([
    "",
    "a",
    "a@",
    "@b.co",
    "a@b",
    "a@b.",
    "a@b.c",
    "a@.b.co",
    "a@b..co",
    "a@-b.co",
    "a@b-.co",
    "a@b.c0m",
    "a@123.45",
    "a@[127.0.0.1]",
    "a b@c.co",
    "a@b c.co",
    " a@b.co",
    "a@@b.co",
    "a@b@c.co",
    ".a@b.co",
    "a.@b.co",
    "a..b@c.co",
    "a@b.co,c@d.co",
    "a@b.co;x",
    "<a@b.co>",
    "Name <a@b.co>",
    '"a"@b.co',
    "a@b.co\n",
    "a@b.co\r\nBcc: x@y.z",
    `${"a".repeat(65)}@b.co`,
  ])("rejects %j", (email) => expect(EMAIL_PATTERN.test(email)).toBe(false));

  it("length helper is exact", () => {
    expect(emailOfLength(254)).toHaveLength(254);
  });

  it("accepts a 64-character local part", () => {
    expect(EMAIL_PATTERN.test(`${"a".repeat(64)}@b.co`)).toBe(true);
  });
});

describe("PHONE_PATTERN after normalizePhone", () => {
  it("normalizePhone removes spaces, dots, hyphens and parentheses only", () => {
    expect(normalizePhone("(705) 555-0142")).toBe("7055550142");
    expect(normalizePhone("+1 705.555.0142")).toBe("+17055550142");
    expect(normalizePhone("705 555 01a2")).toBe("70555501a2");
  });

  it.each([
    "(705) 555-0142",
    "+1 705-555-0142",
    "705 555 0123",
    "705.555.0123",
    "7055550123",
    "+17055550123",
    "1",
    "+9",
    "1234567890123456",
    "+1234567890123456",
  ])("accepts %j", (phone) => expect(PHONE_PATTERN.test(normalizePhone(phone))).toBe(true));

  it.each([
    "",
    "+",
    "0123",
    "+0123",
    "abc",
    "12345678901234567",
    "705 555 01a2",
    "++1705",
    "1+705",
    "705/555/0142",
    "705_555_0142",
    "７０５５５５０１２３",
    "٧٠٥",
    "705555 ext 12",
  ])("rejects %j", (phone) => expect(PHONE_PATTERN.test(normalizePhone(phone))).toBe(false));
});

describe("validateField", () => {
  it.each<[Parameters<typeof validateField>[0], string, LeadErrorKey | null]>([
    ["businessName", "", "businessNameRequired"],
    ["businessName", "   ", "businessNameRequired"],
    ["businessName", "\t\r\n", "businessNameRequired"],
    ["businessName", "\u200B\u202E", "businessNameRequired"],
    ["businessName", "A", null],
    ["businessName", "x".repeat(LIMITS.businessName), null],
    ["businessName", `  ${"x".repeat(LIMITS.businessName)}  `, null],
    ["businessName", "x".repeat(LIMITS.businessName + 1), "tooLong"],
    ["businessName", "x".repeat(1024 * 1024), "tooLong"],
    ["industry", "", "industryRequired"],
    ["industry", "Technology", "industryRequired"],
    ["industry", "technology", null],
    ["industry", "other", null],
    ["otherIndustry", "", null],
    ["otherIndustry", "Beekeeping", null],
    ["otherIndustry", "x".repeat(LIMITS.otherIndustry), null],
    ["otherIndustry", "x".repeat(LIMITS.otherIndustry + 1), "tooLong"],
    ["email", "", "emailRequired"],
    ["email", "  ", "emailRequired"],
    ["email", "owner", "emailInvalid"],
    ["email", "owner@lakeshore", "emailInvalid"],
    ["email", " owner@lakeshore.ca ", null],
    ["email", "owner@lakeshore.ca", null],
    ["email", emailOfLength(LIMITS.email), null],
    ["email", emailOfLength(LIMITS.email + 1), "tooLong"],
    ["phone", "", "phoneRequired"],
    ["phone", "   ", "phoneRequired"],
    ["phone", "(705) 555-0142", null],
    ["phone", "+1 705-555-0142", null],
    ["phone", "0123", "phoneInvalid"],
    ["phone", "+", "phoneInvalid"],
    ["phone", "abc", "phoneInvalid"],
    ["phone", "12345678901234567", "phoneInvalid"],
    ["phone", "705 555 01a2", "phoneInvalid"],
    ["phone", "1".padEnd(LIMITS.phone, " "), null],
    ["phone", "1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6", "tooLong"],
  ])("%s %j -> %s", (field, value, expected) => expect(validateField(field, value)).toBe(expected));
});

describe("validateField on a 1 MB paste", () => {
  it.each(["businessName", "otherIndustry", "email", "phone"] as const)(
    "%s answers tooLong",
    (field) => {
      const paste = "x y\u200B".repeat(256 * 1024);
      expect(validateField(field, paste)).toBe("tooLong");
    },
  );
});

describe("validateDraft and leadSchema", () => {
  it("a complete lead has no errors", () => {
    expect(validateDraft(full)).toEqual({});
  });

  it("an empty draft has every required message", () => {
    expect(validateDraft(emptyDraft())).toEqual({
      businessName: "businessNameRequired",
      industry: "industryRequired",
      email: "emailRequired",
      phone: "phoneRequired",
    });
  });

  it("reports format and length errors per field", () => {
    expect(
      validateDraft(draft({ email: "nope", phone: "0123", otherIndustry: "x".repeat(101) })),
    ).toEqual({ email: "emailInvalid", phone: "phoneInvalid", otherIndustry: "tooLong" });
  });

  it("parses to cleaned values and drops draft-only keys", () => {
    const parsed = leadSchema.parse(draft({ businessName: "  Lake\r\nshore\u200B  " }));
    expect(parsed).toEqual({
      projectType: "redesign",
      businessName: "Lake shore",
      industry: "construction",
      otherIndustry: "",
      email: "owner@lakeshore.ca",
      phone: "(705) 555-0142",
    });
  });

  it("rejects non-string values with the required key", () => {
    const tampered = { ...full, businessName: 42 } as unknown as LeadDraft;
    expect(validateDraft(tampered)).toEqual({ businessName: "businessNameRequired" });
  });
});

describe("canGoNext", () => {
  it.each<[LeadDraft["step"], Partial<LeadDraft>, boolean]>([
    [1, { projectType: "" }, false],
    [1, { projectType: "other" }, true],
    [1, { projectType: "new-website", businessName: "" }, true],
    [2, {}, true],
    [2, { businessName: "" }, false],
    [2, { businessName: "   " }, false],
    [2, { industry: "" }, false],
    [2, { businessName: "", industry: "" }, false],
    [2, { businessName: "x".repeat(121) }, false],
    [2, { industry: "other", otherIndustry: "" }, true],
    [2, { industry: "other", otherIndustry: "Beekeeping" }, true],
    [2, { industry: "other", otherIndustry: "x".repeat(101) }, false],
    [2, { email: "", phone: "" }, true],
    [3, {}, false],
  ])("step %s with %j -> %s", (step, patch, expected) =>
    expect(canGoNext(step, draft(patch))).toBe(expected),
  );
});

describe("canSubmit", () => {
  it.each<[Partial<LeadDraft>, boolean, boolean]>([
    [{}, false, true],
    [{}, true, false],
    [{ email: "" }, false, false],
    [{ phone: "" }, false, false],
    [{ email: "", phone: "" }, false, false],
    [{ email: "owner@" }, false, false],
    [{ phone: "0123" }, false, false],
    [{ email: "   " }, false, false],
    [{ phone: "+1 705-555-0142" }, false, true],
    [{ phone: "+1 705-555-0142" }, true, false],
    [{ businessName: "" }, false, false],
    [{ projectType: "" }, false, false],
  ])("%j while submitting=%s -> %s", (patch, submitting, expected) =>
    expect(canSubmit(draft(patch), submitting)).toBe(expected),
  );
});
