import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyDraft } from "./draft";
import type { LeadDraft } from "./lead-draft";
import { PROJECT_TYPE_LABELS, type IndustryId, type ProjectType } from "./options";
import {
  MAX_PAYLOAD_BYTES,
  NOT_PROVIDED,
  buildTemplateParams,
  payloadBytes,
  type PayloadOptions,
  type TemplateParams,
} from "./payload";
import { LIMITS, truncate } from "./sanitize";

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

/*
 * SECURITY.md T8, field by field: every kind of hostile input, in every field of the lead
 * (each step's text boxes and choices, and the template the form was opened from), reaches
 * the request as plain text within its cap. HTML stays literal text: the EmailJS template
 * escapes it ({{ }} placeholders only).
 */
describe("buildTemplateParams with hostile input in every field", () => {
  const LONG = "Ab1 ".repeat(50_000);
  /** Each kind of input, and what a single-line field keeps of it before its cap. */
  const KINDS: [kind: string, input: string, kept: string][] = [
    ["a 200 000-character string", LONG, LONG.trimEnd()],
    [
      "bidi embeddings, overrides and isolates",
      "a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069j",
      "abcdefghij",
    ],
    ["zero-width characters", "a\u200Bb\u200Cc\u200Dd\uFEFFe\u2060f", "abcdef"],
    [
      "HTML",
      '<img src=x onerror="alert(1)"><script>alert(1)</script>',
      '<img src=x onerror="alert(1)"><script>alert(1)</script>',
    ],
    ["C0 and C1 controls", "a\u0000b\u0007c\u001Bd\u007Fe\u0080f\u009Fg", "abcdefg"],
    [
      "header injection",
      "a\r\nBcc: victim@example.com\rX-Spam: 1\nY\u0085Z\u2028W",
      "a Bcc: victim@example.com X-Spam: 1 Y Z W",
    ],
  ];

  type Case = { draft: LeadDraft; options: PayloadOptions };
  /** Each field, how a value gets into it, and where and how it comes out. */
  const FIELDS: {
    field: string;
    put: (value: string) => Case;
    cap: number;
    out: (params: TemplateParams) => string;
    expected: (kept: string) => string;
  }[] = [
    {
      field: "businessName",
      put: (value) => ({ draft: { ...lead, businessName: value }, options }),
      cap: LIMITS.businessName,
      out: (params) => params.business_name,
      expected: (kept) => kept,
    },
    {
      field: "otherIndustry",
      put: (value) => ({ draft: { ...lead, industry: "other", otherIndustry: value }, options }),
      cap: LIMITS.otherIndustry,
      out: (params) => params.industry,
      expected: (kept) => `Other: ${kept}`,
    },
    {
      field: "email",
      put: (value) => ({ draft: { ...lead, email: value }, options }),
      cap: LIMITS.email,
      out: (params) => params.reply_to,
      expected: (kept) => kept,
    },
    {
      field: "phone",
      put: (value) => ({ draft: { ...lead, phone: value }, options }),
      cap: LIMITS.phone,
      out: (params) => params.phone,
      expected: (kept) => kept.replace(/[\s.()-]/g, ""),
    },
    {
      field: "projectType (radio value)",
      put: (value) => ({ draft: { ...lead, projectType: value as ProjectType }, options }),
      cap: 0,
      out: (params) => params.project_type,
      expected: () => "",
    },
    {
      field: "industry (select value)",
      put: (value) => ({ draft: { ...lead, industry: value as IndustryId }, options }),
      cap: 0,
      out: (params) => params.industry,
      expected: () => "",
    },
    {
      field: "template title",
      put: (value) => ({
        draft: lead,
        options: { ...options, template: { slug: "s", title: value } },
      }),
      cap: 120,
      out: (params) => params.message.split("\n")[5]!,
      expected: (kept) => `Template: ${kept} (s)`,
    },
    {
      field: "template slug",
      put: (value) => ({
        draft: lead,
        options: { ...options, template: { slug: value, title: "T" } },
      }),
      cap: 120,
      out: (params) => params.message.split("\n")[5]!,
      expected: (kept) => `Template: T (${kept})`,
    },
  ];

  const CAPS: Record<keyof TemplateParams, number> = {
    from_name: LIMITS.businessName,
    business_name: LIMITS.businessName,
    from_email: LIMITS.email,
    reply_to: LIMITS.email,
    phone: LIMITS.phone,
    industry: "Other: ".length + LIMITS.otherIndustry,
    project_type: Math.max(...Object.values(PROJECT_TYPE_LABELS).map((label) => label.length)),
    message: LIMITS.message,
  };

  const cases = FIELDS.flatMap((field) => KINDS.map((kind) => ({ ...field, kind })));

  it.each(cases)("$field: $kind.0", ({ put, cap, out, expected, kind: [, input, kept] }) => {
    const { draft, options: opts } = put(input);
    const params = buildTemplateParams(draft, opts);

    expect(out(params)).toBe(expected(truncate(kept, cap).trimEnd()));
    expect(Object.keys(params).sort()).toEqual(Object.keys(CAPS).sort());
    for (const [key, value] of Object.entries(params) as [keyof TemplateParams, string][]) {
      expect(value, key).toBeTypeOf("string");
      expect(value.length, key).toBeLessThanOrEqual(CAPS[key]);
      // No controls (a line break only in the message), no bidi or zero-width characters.
      // eslint-disable-next-line no-control-regex
      expect(value, key).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/);
      expect(value, key).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\u2028\u2029]/);
      if (key !== "message") expect(value, key).not.toContain("\n");
    }
    // The message keeps its own lines: nothing typed can start a line of its own.
    expect(
      params.message
        .split("\n")
        .every((line) =>
          /^(Business|Industry|Email|Phone|Project type|Template|Language|Submitted):( |$)/.test(
            line,
          ),
        ),
    ).toBe(true);
    expect(payloadBytes(params)).toBeLessThan(MAX_PAYLOAD_BYTES);
  });
});
