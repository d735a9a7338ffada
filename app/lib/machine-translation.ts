/**
 * French for the owner's English-only published edits, translated once when
 * the site is built (scripts/published-edits-plugin.ts) and kept beside the
 * published edits in `machine-translations.fr.json`, a file the owner can
 * review, correct and commit. A text is translated again only when its English
 * changes, so a rebuild never pays twice, and a corrected French is kept.
 * Visitors' browsers never call a translation service: the French is baked
 * into the prerendered pages like any other copy.
 */
import type { PublishedCopy } from "./published-copy";
import { shouldTranslate, type SkipOptions } from "./translation-rules";

/** What the file says of itself, for the owner who opens it. */
const ABOUT =
  "French for the English-only published edits, machine-translated when the site was built. " +
  'Review each "fr"; to correct one, change it and set "machineTranslated" to false. ' +
  "A text is translated again only when its English changes.";

interface TranslationEntry {
  /** The English it translates: when the edit's English changes, the entry is stale. */
  readonly en: string;
  readonly fr: string;
  /** True as the service wrote it; false once the owner reviewed or corrected it. */
  readonly machineTranslated: boolean;
}

export interface MachineTranslations {
  readonly version: 1;
  /** By published key (`namespace[instance].section.field`, app/lib/published-copy.ts). */
  readonly texts: Readonly<Record<string, TranslationEntry>>;
}

/** @public (read by scripts/published-edits-plugin.ts) */
export const NO_TRANSLATIONS: MachineTranslations = { version: 1, texts: {} };

/** Published keys (app/lib/published-copy.ts publishedKey). */
const KEY = /^[A-Za-z0-9_-]+(\[[a-z0-9-]+\])?(\.[A-Za-z0-9_-]+)+$/;
/** As long as any text the editor accepts, with room for a longer French. */
const MAX_TEXT_CHARS = 20_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The file's translations, or the reasons it is refused (the build stops on them). */
export function parseMachineTranslations(
  text: string,
): { ok: true; file: MachineTranslations } | { ok: false; errors: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    return { ok: false, errors: [`not valid JSON (${(error as Error).message})`] };
  }
  if (!isRecord(data) || data.version !== 1 || !isRecord(data.texts)) {
    return { ok: false, errors: ['expected { "version": 1, "texts": { … } }'] };
  }
  const errors: string[] = [];
  const texts = Object.create(null) as Record<string, TranslationEntry>;
  for (const [key, entry] of Object.entries(data.texts)) {
    const valid =
      KEY.test(key) &&
      isRecord(entry) &&
      typeof entry.en === "string" &&
      typeof entry.fr === "string" &&
      typeof entry.machineTranslated === "boolean" &&
      entry.en.length <= MAX_TEXT_CHARS &&
      entry.fr.length <= MAX_TEXT_CHARS;
    if (!valid) {
      errors.push(`"${key.slice(0, 80)}": expected { "en", "fr", "machineTranslated" }`);
      continue;
    }
    const { en, fr, machineTranslated } = entry as unknown as TranslationEntry;
    texts[key] = { en, fr, machineTranslated };
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, file: { version: 1, texts } };
}

/** The file's text: stable, sorted by key, with a line for the owner. */
export function serializeMachineTranslations(file: MachineTranslations): string {
  const texts = Object.fromEntries(
    Object.keys(file.texts)
      .sort()
      .map((key) => [key, file.texts[key]]),
  );
  return `${JSON.stringify({ about: ABOUT, version: 1, texts }, null, 2)}\n`;
}

/** The published texts edited in English and not in French, by key. */
export function englishOnlyTexts(published: PublishedCopy): Map<string, string> {
  const french = published.fr ?? {};
  return new Map(Object.entries(published.en ?? {}).filter(([key]) => !Object.hasOwn(french, key)));
}

export interface TranslationPlan {
  /** English-only texts with a current entry in the file: its French is used. */
  readonly kept: ReadonlyMap<string, string>;
  /** English-only texts with no current entry, that the service should translate. */
  readonly missing: ReadonlyMap<string, string>;
  /** English-only texts that read the same in French (a phone number, a name): as written. */
  readonly asWritten: ReadonlyMap<string, string>;
}

/** What of the English-only texts the file already translates, and what it lacks. */
export function planTranslations(
  published: PublishedCopy,
  file: MachineTranslations,
  skip: SkipOptions,
): TranslationPlan {
  const kept = new Map<string, string>();
  const missing = new Map<string, string>();
  const asWritten = new Map<string, string>();
  for (const [key, en] of englishOnlyTexts(published)) {
    const entry = Object.hasOwn(file.texts, key) ? file.texts[key] : undefined;
    if (entry && entry.en === en) kept.set(key, entry.fr);
    else if (shouldTranslate(en, skip)) missing.set(key, en);
    else asWritten.set(key, en);
  }
  return { kept, missing, asWritten };
}

/** The `{name}` slots of a text (`<Text values>` fills them), sorted. */
const slotsOf = (text: string): string[] => (text.match(/\{\w+\}/g) ?? []).sort();

/** Controls other than tab and line breaks, bidi overrides and isolates, zero-width characters. */
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- the characters this refuses
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

/**
 * Why a service's translation of `source` is refused, or null when it is
 * taken (SECURITY.md T10): it must keep every `{name}` slot and add none, stay
 * within max(4 × source, source + 200) characters, and hold no control, bidi
 * or zero-width character the English did not.
 */
export function translationProblem(source: string, translated: string): string | null {
  if (translated.trim() === "") return "the translation is empty";
  const before = slotsOf(source);
  const after = slotsOf(translated);
  if (before.length !== after.length || before.some((slot, i) => slot !== after[i])) {
    return "the translation changed the text's {placeholders}";
  }
  if (translated.length > Math.max(4 * source.length, source.length + 200)) {
    return "the translation is far longer than its English";
  }
  if (UNSAFE_CHARACTERS.test(translated) && !UNSAFE_CHARACTERS.test(source)) {
    return "the translation holds control or invisible characters";
  }
  return null;
}

/**
 * The file once `fresh` translations are added: entries for texts that are
 * no longer English-only, or whose English changed, are dropped.
 */
export function updatedTranslations(
  published: PublishedCopy,
  file: MachineTranslations,
  fresh: ReadonlyMap<string, string>,
): MachineTranslations {
  const texts: Record<string, TranslationEntry> = Object.create(null);
  for (const [key, en] of englishOnlyTexts(published)) {
    const translated = fresh.get(key);
    const entry = Object.hasOwn(file.texts, key) ? file.texts[key] : undefined;
    if (translated !== undefined) texts[key] = { en, fr: translated, machineTranslated: true };
    else if (entry && entry.en === en) texts[key] = entry;
  }
  return { version: 1, texts };
}

/**
 * The published texts with French for every English-only edit: its
 * translation when there is one (kept or fresh), else the English as written,
 * so a French visitor never reads text the owner replaced.
 */
export function withFrench(
  published: PublishedCopy,
  translations: ReadonlyMap<string, string>,
): PublishedCopy {
  const englishOnly = englishOnlyTexts(published);
  if (englishOnly.size === 0) return published;
  const fr: Record<string, string> = Object.assign(Object.create(null), published.fr);
  for (const [key, en] of englishOnly) fr[key] = translations.get(key) ?? en;
  return { ...published, fr };
}
