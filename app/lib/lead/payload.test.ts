import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyDraft } from "./draft";
import type { LeadDraft } from "./lead-draft";
import {
  MAX_PAYLOAD_BYTES,
  NOT_PROVIDED,
  buildTemplateParams,
  payloadBytes,
  type PayloadOptions,
} from "./payload";
import { LIMITS } from "./sanitize";

const previousTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = "America/Toronto";
});
afterAll(() => {
  process.env.TZ = previousTz;
});

const lead: LeadDraft = {
  ...emptyDraft(),
  step: 3,
  projectType: "new-website",
  businessName: "Lakeshore Plumbing",
  industry: "construction",
  email: "owner@lakeshore.ca",
  phone: "(705) 555-0142",
};

const options: PayloadOptions = {
  submittedAt: new Date(Date.UTC(2025, 0, 15, 19, 30)),
  locale: "en",
};

describe("buildTemplateParams", () => {
  it("never carries a recipient: the EmailJS template fixes it", () => {
    expect(buildTemplateParams(lead, options)).not.toHaveProperty("to_email");
  });

  it("builds the exact SPEC §7 params for a full lead", () => {
    const submitted = options.submittedAt.toLocaleString("en-CA", {
      dateStyle: "medium",
      timeStyle: "short",
    });
    expect(submitted.replace(/\s/g, " ")).toBe("Jan 15, 2025, 2:30 p.m.");
    expect(
      buildTemplateParams(lead, {
        ...options,
        locale: "fr",
        template: { slug: "cut-district", title: "Cut District" },
      }),
    ).toEqual({
      from_name: "Lakeshore Plumbing",
      from_email: "owner@lakeshore.ca",
      project_type: "New Website",
      business_name: "Lakeshore Plumbing",
      industry: "Construction",
      phone: "7055550142",
      message: [
        "Business: Lakeshore Plumbing",
        "Industry: Construction",
        "Email: owner@lakeshore.ca",
        "Phone: 7055550142",
        "Project type: New Website",
        "Template: Cut District (cut-district)",
        "Language: French",
        "Submitted: Jan 15, 2025, 2:30 p.m.",
      ].join("\n"),
      reply_to: "owner@lakeshore.ca",
    });
  });

  it('sends "Not provided" and leaves the phone line out when there is no phone', () => {
    const params = buildTemplateParams({ ...lead, phone: "  " }, options);
    expect(params.phone).toBe(NOT_PROVIDED);
    expect(params.phone).toBe("Not provided");
    expect(params.message).not.toContain("Phone:");
    expect(params.message).toContain("Language: English");
    expect(params.message).not.toContain("Template:");
  });

  it('writes "Other: <value>" when Other is specified, "Other" when not', () => {
    const other = { ...lead, industry: "other" as const, otherIndustry: "  Bee\tkeeping " };
    expect(buildTemplateParams(other, options).industry).toBe("Other: Bee keeping");
    expect(buildTemplateParams(other, options).message).toContain(
      "\nIndustry: Other: Bee keeping\n",
    );
    expect(buildTemplateParams({ ...other, otherIndustry: "" }, options).industry).toBe("Other");
  });

  it("ignores the Other text for any other industry", () => {
    const params = buildTemplateParams({ ...lead, otherIndustry: "Beekeeping" }, options);
    expect(params.industry).toBe("Construction");
  });

  it("keeps CR/LF injection out of every value except the message's own line breaks", () => {
    const evil = "\r\nBcc: victim@example.com\r\nSubject: spam";
    const params = buildTemplateParams(
      {
        ...lead,
        businessName: `Acme${evil}`,
        industry: "other",
        otherIndustry: `Mining${evil}`,
        email: `owner@lakeshore.ca${evil}`,
        phone: `705 555 0142${evil}`,
      },
      {
        ...options,
        template: { slug: `x${evil}`, title: `T${evil}` },
      },
    );
    for (const [key, value] of Object.entries(params)) {
      expect(value, key).not.toMatch(
        /[\r\u0085\u2028\u2029\u202A-\u202E\u2066-\u2069\u200B-\u200D]/,
      );
      if (key !== "message") expect(value, key).not.toContain("\n");
    }
    expect(params.business_name).toBe("Acme Bcc: victim@example.com Subject: spam");
    const lines = params.message.split("\n");
    expect(lines).toHaveLength(8);
    expect(
      lines.every((line) =>
        /^(Business|Industry|Email|Phone|Project type|Template|Language|Submitted): /.test(line),
      ),
    ).toBe(true);
  });

  it("strips bidi and zero-width tricks", () => {
    const params = buildTemplateParams(
      { ...lead, businessName: "Acme\u202Egnp.exe\u200D" },
      options,
    );
    expect(params.from_name).toBe("Acmegnp.exe");
  });

  it("stays under 20 KB even with every field at its cap in 3-byte characters", () => {
    const wide = (n: number) => "€".repeat(n);
    const params = buildTemplateParams(
      {
        ...lead,
        industry: "other",
        businessName: wide(LIMITS.businessName + 50),
        otherIndustry: wide(LIMITS.otherIndustry + 50),
        email: `${wide(64)}@${wide(63)}.${wide(63)}.${wide(70)}`,
        phone: wide(100),
      },
      { ...options, template: { slug: wide(500), title: wide(500) } },
    );
    expect(params.business_name).toHaveLength(LIMITS.businessName);
    expect(params.from_email).toHaveLength(LIMITS.email);
    expect(payloadBytes(params)).toBeLessThan(MAX_PAYLOAD_BYTES);
    expect(JSON.stringify(params).length).toBeLessThan(20 * 1024);
  });
});
