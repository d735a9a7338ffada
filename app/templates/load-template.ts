import { withRetry } from "../lib/retry";
import type { TemplateData, TemplateRecord } from "./gallery-record";
import { localize } from "./template-data";

/** A template's gallery record in both languages, for a search that understands English and French. */
export type Bilingual = { en: TemplateRecord; fr: TemplateRecord };

/**
 * Loads a template's module for the gallery (its card: words and poster text
 * in both languages), retrying a failed download 3 times with exponential
 * backoff (SPEC §7). Rejects when the module fails or holds no card for it.
 */
export async function loadTemplate(data: TemplateData): Promise<Bilingual> {
  const { galleryCards } = await withRetry(() => data.loadCard());
  const card = galleryCards[data.slug];
  if (!card) throw new Error(`Template "${data.slug}" has no gallery card`);
  return { en: localize(data, card, "en"), fr: localize(data, card, "fr") };
}
