/**
 * Helpers for expected copy that the tests read from the site's content modules: the plain
 * *.en.ts and *.fr.ts copy records under app/. Not the modules beside them that import images
 * or components (a template's site.ts, brand.ts, data.ts) nor app/site.config.ts, which reads
 * import.meta.env: Playwright's Node loader cannot load those, so the brand facts they hold
 * (names, phone numbers, addresses) stay literal in the tests.
 */

/** Fills the "{name}" placeholders of a copy string; a placeholder left unfilled is an error. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(values, name)) {
      throw new Error(`No value for ${whole} in "${text}"`);
    }
    return String(values[name]);
  });
}

/** A copy string as a regular-expression source that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Matches a name that contains one of the texts (an English and a French label, say). */
export const containing = (...texts: string[]) => new RegExp(texts.map(escapeRegExp).join("|"));

/** Matches a name that contains the text, with any whole number in place of each placeholder. */
export const withNumbers = (text: string) =>
  new RegExp(escapeRegExp(text).replace(/\\\{\w+\\\}/g, "\\d+"));
