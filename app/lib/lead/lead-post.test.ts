import { describe, expect, it } from "vitest";
import type { LeadDraft } from "./lead-draft";
import { leadPost, readLeadPost } from "./lead-post";
import { MIN_FILL_MS } from "./spam-guard";

const DRAFT: LeadDraft = {
  step: 3,
  projectType: "redesign",
  businessName: "  Lakeshore\u202E Plumbing\n",
  industry: "construction",
  otherIndustry: "",
  email: "owner@lakeshore.example",
  phone: "(705) 555-0199",
  savedAt: 123,
};
const AT = new Date("2026-11-29T15:04:00Z");

describe("leadPost", () => {
  it("carries the form's fields, not its step or save time, with the fill time and honeypot", () => {
    const post = leadPost(DRAFT, { locale: "fr", fillMs: 9000 }, "");
    expect(post).toEqual({
      draft: {
        projectType: "redesign",
        businessName: DRAFT.businessName,
        industry: "construction",
        otherIndustry: "",
        email: "owner@lakeshore.example",
        phone: "(705) 555-0199",
      },
      locale: "fr",
      fillMs: 9000,
      website: "",
    });
  });
});

describe("readLeadPost", () => {
  const post = (changes: object = {}) => ({
    ...leadPost(
      DRAFT,
      {
        locale: "en",
        fillMs: MIN_FILL_MS + 1,
        template: { slug: "cut-district", title: "Cut District" },
      },
      "",
    ),
    ...changes,
  });

  it("reads a person's lead into the e-mail's cleaned values", () => {
    const verdict = readLeadPost(post(), AT);
    expect(verdict.kind).toBe("lead");
    if (verdict.kind !== "lead") return;
    expect(verdict.lead.params).toMatchObject({
      business_name: "Lakeshore Plumbing",
      project_type: "Redesign",
      industry: "Construction",
      phone: "7055550199",
      from_email: "owner@lakeshore.example",
    });
    expect(verdict.lead.params.message).toContain("Template: Cut District (cut-district)");
    expect(verdict.lead).toMatchObject({
      locale: "en",
      templateSlug: "cut-district",
      templateTitle: "Cut District",
    });
  });

  it("drops a filled honeypot or a form sent faster than a person fills it", () => {
    expect(readLeadPost(post({ website: "http://spam.example" }), AT)).toEqual({
      kind: "dropped",
      reason: "honeypot",
    });
    expect(readLeadPost(post({ fillMs: 200 }), AT)).toEqual({
      kind: "dropped",
      reason: "too-fast",
    });
  });

  it("refuses what the form would refuse, naming the fields, never their values", () => {
    const verdict = readLeadPost(
      post({ draft: { ...post().draft, email: "not an address", industry: "piracy" } }),
      AT,
    );
    expect(verdict).toEqual({ kind: "invalid", fields: ["draft.industry", "draft.email"] });
  });

  it("refuses bodies that are not a lead", () => {
    for (const body of [
      null,
      "lead",
      [],
      {},
      post({ locale: "de" }),
      post({ fillMs: "5000" }),
      post({ fillMs: Infinity }),
    ]) {
      expect(readLeadPost(body, AT).kind).toBe("invalid");
    }
  });
});
