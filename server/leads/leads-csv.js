// The inbox's CSV export: one row per lead, every cell quoted, and a cell that a spreadsheet
// would read as a formula (=, +, -, @, tab, carriage return first) led by an apostrophe
// (OWASP's "CSV injection" advice), so opening the file runs nothing.

/** @typedef {import("./lead-store.js").StoredLead} StoredLead */

/** The columns, in order: header and field. */
const COLUMNS = /** @type {const} */ ([
  ["Received (UTC)", "receivedAt"],
  ["Status", "status"],
  ["Business", "businessName"],
  ["Email", "email"],
  ["Phone", "phone"],
  ["Industry", "industry"],
  ["Project type", "projectType"],
  ["Template", "templateTitle"],
  ["Language", "locale"],
  ["E-mail (EmailJS)", "emailjsState"],
  ["E-mail (server)", "smtpState"],
  ["Message", "message"],
]);

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: quoted, inner quotes doubled, a formula start neutralised.
 * @param {string} value
 */
export function csvCell(value) {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * The leads as CSV (RFC 4180 line ends), with a header row.
 * @param {readonly StoredLead[]} leads
 */
export function leadsCsv(leads) {
  const rows = [
    COLUMNS.map(([header]) => csvCell(header)),
    ...leads.map((lead) => COLUMNS.map(([, field]) => csvCell(String(lead[field] ?? "")))),
  ];
  return `${rows.map((row) => row.join(",")).join("\r\n")}\r\n`;
}
