/**
 * What the build never sends for translation (SPEC §5, §9; app/lib/machine-translation.ts):
 * text that reads the same in both languages (e-mails, phone numbers, company
 * names, street addresses, URLs, numbers and symbols), and text too short or
 * too long. Such an English-only edit shows on French pages as written.
 */

/** SPEC §9: shorter texts are skipped; longer ones too (each text, each attribute). */
const MIN_LENGTH = 2;
const MAX_LENGTH = 5000;

const EMAIL = /^(mailto:)?[\w.+'-]+@[\w-]+(\.[\w-]+)+$/i;

/**
 * North American and international numbers: (705) 555-0142, 705-555-0142,
 * 705.555.0142, 705 555 0142, 7055550142, +1 705 555 0142, 1-800-555-0199,
 * +33 1 23 45 67 89, with an optional extension.
 */
const PHONE =
  /^(tel:)?(\+?\d{1,3}[\s.-]?)?(\(\d{1,4}\)|\d{1,4})([\s.-]?\d{2,4}){2,4}(\s*(x|ext\.?|poste)\s*\d{1,5})?$/i;

const URL_LIKE =
  /^((https?:\/\/|www\.)\S+|[a-z0-9-]+(\.[a-z0-9-]+)*\.(ca|com|org|net|io|dev|app)(\/\S*)?)$/i;

/** A company's legal suffix: "Sudbury Minerals Limited", "Nickel & Pine Web Studio Inc." */
const COMPANY_SUFFIX =
  /^[\p{Lu}\d][\p{L}\d&'.,-]*(\s+[\p{Lu}&][\p{L}\d&'.,-]*)*\s+(Inc|Ltd|Ltée|LLC|Corp|Co|Limited|Corporation|Incorporated)\.?$/u;

/** "128 Elm Street, Suite 3", "1974 Copper Ridge Road, Sudbury, ON P3C 1T7", "45 rue Notre-Dame" */
const STREET_ADDRESS =
  /^\d+[a-z]?(-\d+)?,?\s+(([\p{L}'.-]+\s+){0,4}(street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|court|ct|crescent|cres|place|pl|highway|hwy|parkway|pkwy|trail|terrace)\b\.?|(rue|avenue|boulevard|chemin|route|place)\s+[\p{L}'.-]+)/iu;

/** No letter at all: numbers, prices, dates, symbols, emoji. */
const NO_LETTER = /^[^\p{L}]*$/u;

export interface SkipOptions {
  /** Names that stay as they are (the studio's and the template businesses' names). */
  companyNames?: readonly string[];
}

/** Why a text is left as it is, or null when it should be translated. */
export function skipReason(
  raw: string,
  { companyNames = [] }: SkipOptions = {},
): "length" | "email" | "phone" | "url" | "company" | "address" | "no-letters" | null {
  const text = raw.trim();
  if (text.length < MIN_LENGTH || text.length > MAX_LENGTH) return "length";
  if (EMAIL.test(text)) return "email";
  if (PHONE.test(text)) return "phone";
  if (NO_LETTER.test(text)) return "no-letters";
  if (URL_LIKE.test(text)) return "url";
  if (COMPANY_SUFFIX.test(text)) return "company";
  const folded = text.toLocaleLowerCase("en-CA");
  if (companyNames.some((name) => name.toLocaleLowerCase("en-CA") === folded)) return "company";
  if (STREET_ADDRESS.test(text)) return "address";
  return null;
}

/** True when `text` should be sent for translation. */
export const shouldTranslate = (text: string, options?: SkipOptions): boolean =>
  skipReason(text, options) === null;
