import { expect, it } from "vitest";
import { csvCell, leadsCsv } from "./leads-csv.js";

it("quotes every cell and doubles the quotes inside", () => {
  expect(csvCell("Lakeshore Plumbing")).toBe('"Lakeshore Plumbing"');
  expect(csvCell('The "Best" Cuts, Inc.')).toBe('"The ""Best"" Cuts, Inc."');
  expect(csvCell("two\nlines")).toBe('"two\nlines"');
});

it("neutralises what a spreadsheet would run as a formula", () => {
  for (const formula of ['=HYPERLINK(A1, "open")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
    expect(csvCell(formula)).toBe(`"'${formula.replaceAll('"', '""')}"`);
  }
  expect(csvCell("705-555-0100")).toBe('"705-555-0100"');
});

it("writes a header and a row per lead, CRLF line ends", () => {
  const lead = {
    id: "a",
    receivedAt: "2026-11-29T15:04:00.000Z",
    locale: /** @type {const} */ ("fr"),
    projectType: "Redesign",
    businessName: "=cmd|' /C calc'!A0",
    industry: "Construction",
    email: "owner@example.ca",
    phone: "+17055550199",
    templateSlug: "",
    templateTitle: "",
    message: "Business: x\nIndustry: y",
    status: /** @type {const} */ ("new"),
    emailjsState: /** @type {const} */ ("failed"),
    smtpState: /** @type {const} */ ("queued"),
    smtpAttempts: 0,
    smtpDetail: "",
    emailjsDetail: "",
  };
  const [header, row, end] = leadsCsv([lead]).split("\r\n");
  expect(header).toBe(
    '"Received (UTC)","Status","Business","Email","Phone","Industry","Project type","Template","Language","E-mail (EmailJS)","E-mail (server)","Message"',
  );
  expect(row).toBe(
    '"2026-11-29T15:04:00.000Z","new","\'=cmd|\' /C calc\'!A0","owner@example.ca","\'+17055550199","Construction","Redesign","","fr","failed","queued","Business: x\nIndustry: y"',
  );
  expect(end).toBe("");
});
