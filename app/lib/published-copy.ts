/**
 * The owner's edits published with the site: exported edits files committed
 * in `app/content/published-edits/` (the dashboard's JSON exports), checked,
 * combined and flattened by the build into one record of texts per language,
 * so that every text looks its edit up in constant time, before the first
 * paint of a prerendered page. Only {@link publishedKey} ships to visitors.
 */
import { LOCALES, type Locale } from "./storage-keys";

/** Published texts per language, keyed by {@link publishedKey}. */
export type PublishedCopy = Readonly<Partial<Record<Locale, Readonly<Record<string, string>>>>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const entriesOf = (value: unknown): [string, unknown][] =>
  isRecord(value) ? Object.entries(value) : [];

/**
 * Flattens an edits file (`{ version: 1, edits: { en: { page: { section: { field: text } } } } }`,
 * the section key being `namespace.section` or `namespace[instance].section`)
 * into `namespace[instance].section.field` → text. Anything that is not
 * shaped like that is left out; the build has already refused a bad file.
 */
export function flattenPublished(data: unknown): PublishedCopy {
  const published: Partial<Record<Locale, Record<string, string>>> = {};
  const edits = isRecord(data) && data.version === 1 ? data.edits : undefined;
  for (const locale of LOCALES) {
    const texts = Object.create(null) as Record<string, string>;
    for (const [, sections] of entriesOf(isRecord(edits) ? edits[locale] : undefined)) {
      for (const [section, fields] of entriesOf(sections)) {
        for (const [field, text] of entriesOf(fields)) {
          if (typeof text === "string")
            texts[field === "" ? section : `${section}.${field}`] = text;
        }
      }
    }
    if (Object.keys(texts).length > 0) published[locale] = texts;
  }
  return published;
}

/** The key of text `id` (`namespace.section.field`) of `instance`, if any, in {@link PublishedCopy}. */
export function publishedKey(id: string, instance?: string): string {
  if (instance === undefined) return id;
  const dot = id.indexOf(".");
  return `${id.slice(0, dot)}[${instance}]${id.slice(dot)}`;
}

const isTexts = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((text) => typeof text === "string");

/**
 * The texts of a page's live-version data block (the JSON {@link liveCopyJson} writes), or
 * null when there is none or it is not shaped like {@link PublishedCopy}.
 */
export function readLiveCopy(json: string | null): PublishedCopy | null {
  if (!json) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  const copy: Partial<Record<Locale, Readonly<Record<string, string>>>> = {};
  for (const [locale, texts] of Object.entries(data)) {
    if (!(LOCALES as readonly string[]).includes(locale) || !isTexts(texts)) return null;
    copy[locale as Locale] = Object.assign(Object.create(null) as Record<string, string>, texts);
  }
  return copy;
}

/**
 * The JSON of a live-version data block (`<script type="application/json">`): `<` is escaped,
 * so no text can close the element or open a comment.
 */
export const liveCopyJson = (copy: PublishedCopy): string =>
  JSON.stringify(copy).replace(/</g, "\\u003c");
