/** The `{name}` slots of a text (`<Text values>` fills them), sorted. */
const slotsOf = (text: string): string[] => (text.match(/\{\w+\}/g) ?? []).sort();

/** True when a translation kept every `{name}` slot of its source, and added none. */
export function keepsPlaceholders(source: string, translated: string): boolean {
  const before = slotsOf(source);
  const after = slotsOf(translated);
  return before.length === after.length && before.every((slot, i) => slot === after[i]);
}

/** The longest literal run of a text with slots: what of it shows on the page as written. */
export function longestLiteral(text: string): string {
  return text
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .reduce((longest, part) => (part.length > longest.length ? part : longest), "");
}
