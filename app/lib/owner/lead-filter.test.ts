import { describe, expect, it } from "vitest";
import { countByStatus, filterLeads } from "./lead-filter";
import type { InboxLead } from "./leads-client";

const lead = (overrides: Partial<InboxLead>): InboxLead => ({
  id: "a",
  receivedAt: "2026-11-29T15:04:00.000Z",
  locale: "en",
  projectType: "New website",
  businessName: "Lakeshore Dental",
  industry: "Health",
  email: "front@lakeshore.example",
  phone: "(705) 555-0199",
  templateSlug: "",
  templateTitle: "",
  message: "We need online booking.",
  status: "new",
  emailjsState: "sent",
  emailjsDetail: "",
  smtpState: "off",
  smtpAttempts: 0,
  smtpDetail: "",
  ...overrides,
});

const leads = [
  lead({ id: "1" }),
  lead({ id: "2", businessName: "École Boréale", status: "won", phone: "705-555-0123" }),
  lead({
    id: "3",
    businessName: "Nickel Belt Towing",
    message: "Snow plowing site",
    status: "lost",
  }),
];
const ids = (found: InboxLead[]) => found.map((item) => item.id);

describe("filterLeads", () => {
  it("keeps every lead with no query and every state", () => {
    expect(ids(filterLeads(leads, { query: "  ", status: "all" }))).toEqual(["1", "2", "3"]);
  });

  it("finds every word, case and accent blind, in any field", () => {
    expect(ids(filterLeads(leads, { query: "ecole", status: "all" }))).toEqual(["2"]);
    expect(ids(filterLeads(leads, { query: "SNOW towing", status: "all" }))).toEqual(["3"]);
    expect(ids(filterLeads(leads, { query: "snow dental", status: "all" }))).toEqual([]);
    expect(ids(filterLeads(leads, { query: "lakeshore.example", status: "all" }))).toEqual([
      "1",
      "2",
      "3",
    ]);
  });

  it("finds a phone number however it is typed", () => {
    expect(ids(filterLeads(leads, { query: "7055550123", status: "all" }))).toEqual(["2"]);
    expect(ids(filterLeads(leads, { query: "555 0199", status: "all" }))).toEqual(["1", "3"]);
  });

  it("keeps one state only, searched within", () => {
    expect(ids(filterLeads(leads, { query: "", status: "won" }))).toEqual(["2"]);
    expect(ids(filterLeads(leads, { query: "towing", status: "won" }))).toEqual([]);
  });
});

it("countByStatus counts each state", () => {
  expect(countByStatus(leads)).toEqual({ new: 1, contacted: 0, won: 1, lost: 1 });
});
