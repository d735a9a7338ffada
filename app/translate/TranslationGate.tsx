import { useEffect } from "react";
import { hasEnglishOnlyPublishedEdits } from "../content/published";
import { useLocale } from "../i18n/LocaleProvider";
import { read } from "../lib/storage";
import type { Locale } from "../lib/storage-keys";
import { translateEndpoint } from "./endpoint";
import type { TranslateEndpoint } from "./translate-request";

/**
 * True when the owner may have edited English texts and not their French:
 * edits are stored in this browser, or some were published in English only.
 */
const mayHaveEnglishEdits = () => hasEnglishOnlyPublishedEdits() || read("copyEdits") !== null;

/** Whether the helper runs: an endpoint is configured, the page is French, and there is English to translate. */
export const helperRuns = (
  endpoint: TranslateEndpoint | null,
  locale: Locale,
  englishEdits: () => boolean,
): endpoint is TranslateEndpoint => endpoint !== null && locale === "fr" && englishEdits();

/**
 * Starts the translation helper while French is the language (its code loads
 * only then, and only with an endpoint configured and English edits to
 * translate); stops it when English comes back.
 */
function ActiveTranslationGate() {
  const locale = useLocale();
  useEffect(() => {
    const endpoint = translateEndpoint;
    if (!helperRuns(endpoint, locale, mayHaveEnglishEdits)) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import("./start-translator")
      .then(({ startTranslator }) => {
        if (!cancelled) stop = startTranslator(endpoint);
      })
      .catch((error: unknown) => console.error("The translation helper failed to load.", error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [locale]);
  return null;
}

/**
 * The gate, in a build that names a translation service; in one that names
 * none, nothing (and none of this module's code reaches visitors).
 */
export const TranslationGate = import.meta.env.VITE_TRANSLATE_URL
  ? ActiveTranslationGate
  : () => null;
