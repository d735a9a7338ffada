/** What a button that opens the quote form can tell it. */
export interface QuoteOptions {
  /** The template the visitor was looking at, noted in the lead. */
  template?: { slug: string; title: string };
}
