/**
 * The runtime translation helper (SPEC §5, §7, §9), loaded only while French
 * is the language, an endpoint is configured and the owner has edited some
 * English: the French page then shows those English edits, translated.
 *
 * It never writes to the page. The texts reach it through the copy layer's
 * `translated` lookup (the one useText and <Text> use for every text id,
 * attributes included), so React renders the translation as plain text and
 * re-renders it like any other copy. The page is only read, to find which
 * elements show an edit and to apply the element rules (SPEC §5).
 */
import { copyLayerNow, setCopyLayer, type CopyOverride } from "../content/copy-layer";
import { publishedText } from "../content/published";
import { site } from "../site.config";
import { TEMPLATE_SITES } from "../templates/manifest";
import { elementsShowing } from "./find-elements";
import { keepsPlaceholders } from "./placeholders";
import { runInBatches, sleep, TIMING } from "./schedule";
import { shouldTranslate, type SkipOptions } from "../lib/translation-rules";
import { loadCache, saveCache } from "./translation-cache";
import { translateText, type TranslateEndpoint } from "./translate-request";

/** Names that read the same in French: the studio's, and the template businesses'. */
const SKIP: SkipOptions = {
  companyNames: [
    site.brand,
    site.legalName,
    ...TEMPLATE_SITES.flatMap((template) => (template.brand ? [template.brand.name] : [])),
  ],
};

const cache = loadCache();
/** English edits shown on the page and not translated yet. */
const waiting = new Set<string>();
/** English edits that stay as they are: skipped by the rules, or their translation failed. */
const settled = new Set<string>();

let endpoint: TranslateEndpoint;
let run: AbortController | null = null;
let started = false;
let scanTimer: ReturnType<typeof setTimeout> | undefined;

/** The English edit of a text id, if the owner made one (here or published with the site). */
const englishEdit = (id: string, instance?: string): string | undefined =>
  copyLayerNow().override?.("en", id, instance) ?? publishedText("en", id, instance);

/** A new lookup each time a translation arrives, so that every text renders again. */
const lookup = (): CopyOverride => (locale, id, instance) => {
  if (locale !== "fr") return undefined;
  const source = englishEdit(id, instance);
  if (source === undefined) return undefined;
  const translated = cache.get(source);
  if (translated !== undefined) return translated;
  if (!settled.has(source) && !waiting.has(source)) {
    waiting.add(source);
    if (started) scheduleScan();
  }
  return source;
};

/** Edits that show up later (a page opened, a section revealed) are looked for shortly after. */
function scheduleScan() {
  if (busy) {
    scanAgain = true;
    return;
  }
  if (scanTimer !== undefined || !run) return;
  scanTimer = setTimeout(() => {
    scanTimer = undefined;
    void scan();
  }, TIMING.betweenBatchesMs);
}

/** One text: from the cache, or one request; a failure is logged and the English stays. */
async function translateOne(source: string, signal: AbortSignal): Promise<void> {
  if (cache.has(source) || settled.has(source)) return;
  try {
    const translated = await translateText(source, endpoint, { signal });
    if (!keepsPlaceholders(source, translated)) {
      throw new Error("Translation API error: the translation lost a placeholder");
    }
    cache.set(source, translated);
    saveCache(cache);
    setCopyLayer({ translated: lookup() });
  } catch (error) {
    if (signal.aborted) return;
    settled.add(source);
    console.error(`Translation failed; the original text stays: "${source.slice(0, 80)}"`, error);
  } finally {
    waiting.delete(source);
  }
}

let busy = false;
let scanAgain = false;

/** Finds the elements showing waiting edits and translates them, at SPEC §9's pace. */
async function scan(): Promise<void> {
  const signal = run?.signal;
  if (!signal || signal.aborted || busy) return;
  busy = true;
  scanAgain = false;
  try {
    for (const source of waiting) {
      if (!shouldTranslate(source, SKIP)) {
        waiting.delete(source);
        settled.add(source);
      }
    }
    const elements = [...elementsShowing(document.body, waiting).values()];
    await runInBatches(elements, (source) => translateOne(source, signal), signal);
  } catch (error) {
    if (!signal.aborted) console.error("Translation stopped.", error);
  } finally {
    busy = false;
  }
  if (scanAgain && !signal.aborted) scheduleScan();
}

/**
 * Starts the helper for a page in French: its English edits show at once
 * (translated, where this session already has them), the requests start 2 s
 * later. Returns the stop function, for when English comes back (every text
 * then renders its English again, attributes included).
 */
export function startTranslator(configured: TranslateEndpoint): () => void {
  endpoint = configured;
  const current = new AbortController();
  run = current;
  started = false;
  setCopyLayer({ translated: lookup() });
  void sleep(TIMING.startDelayMs, current.signal)
    .then(() => {
      started = true;
      return scan();
    })
    .catch(() => {});
  return () => {
    current.abort();
    if (run === current) run = null;
    clearTimeout(scanTimer);
    scanTimer = undefined;
    waiting.clear();
  };
}
