/**
 * Text clean-up for everything the visitor types before it leaves the browser
 * (SECURITY.md T8): no control characters, no line breaks in single-line
 * fields, no bidi or zero-width tricks, and hard length caps.
 */

/** Maximum length, in UTF-16 code units (like the HTML `maxlength`), per field. */
export const LIMITS = {
  businessName: 120,
  email: 254,
  phone: 30,
  otherIndustry: 100,
  message: 5000,
} as const;

/**
 * Characters removed outright: bidi embeddings/overrides U+202A–202E and
 * isolates U+2066–2069, the implicit marks LRM/RLM/ALM (U+200E, U+200F,
 * U+061C), zero-width U+200B–200D, word joiner and invisible operators
 * U+2060–2064, BOM U+FEFF, and lone surrogate halves.
 */
const INVISIBLE =
  /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u061C]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** C0 and C1 controls that are not whitespace (TAB, LF, VT, FF, CR and NEL are). */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g;

function strip(value: string): string {
  return value.replace(INVISIBLE, "").replace(CONTROLS, "").normalize("NFC");
}

/**
 * Cuts `text` to at most `max` UTF-16 code units without splitting a
 * surrogate pair. A negative or NaN `max` yields "".
 */
export function truncate(text: string, max: number): string {
  if (!(max > 0)) return "";
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/**
 * Cleans a single-line value: removes invisible and control characters,
 * NFC-normalises, turns every run of whitespace (CR, LF, TAB, NEL, U+2028/9,
 * no-break spaces…) into one space, trims, and cuts to `max`.
 *
 * @example cleanSingleLine("Acme\r\nBcc: x@y.z", 120) === "Acme Bcc: x@y.z"
 */
export function cleanSingleLine(value: string, max: number): string {
  const text = strip(value)
    .replace(/[\s\u0085]+/g, " ")
    .trim();
  return truncate(text, max).trimEnd();
}

/**
 * Like {@link cleanSingleLine} but keeps line breaks: CRLF, CR, NEL and
 * U+2028/9 become `\n`, other whitespace runs become one space, line ends are
 * trimmed, at most one blank line is kept in a row, and the result is cut to `max`.
 */
export function cleanMultiline(value: string, max: number): string {
  const text = strip(value)
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ ?\n ?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return truncate(text, max).trimEnd();
}
