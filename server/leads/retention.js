// How long leads are kept: LEAD_RETENTION_MONTHS (default 24), applied at start-up and once a
// day; the privacy page says so.

const DEFAULT_RETENTION_MONTHS = 24;
export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * LEAD_RETENTION_MONTHS as the server takes it.
 * @param {string | undefined} value
 * @returns {number}
 * @throws {Error} saying what is wrong
 */
export function parseRetentionMonths(value) {
  if (value === undefined || value.trim() === "") return DEFAULT_RETENTION_MONTHS;
  const months = Number(value);
  if (!Number.isInteger(months) || months < 1 || months > 1200) {
    throw new Error(`Invalid LEAD_RETENTION_MONTHS: ${value} (whole months, 1 to 1200)`);
  }
  return months;
}

/**
 * The moment before which leads are deleted: `months` calendar months before `now` (UTC),
 * on the month's last day when the day does not exist there (31 March → 28/29 February).
 * @param {Date} now
 * @param {number} months
 */
export function retentionCutoff(now, months) {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}
