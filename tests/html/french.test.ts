/**
 * French that is complete by test: every prerendered page is read in French
 * and in English, as the server sends them. A French page fails when a text
 * it shows, or an accessible name it gives (aria-label, alt, title,
 * placeholder), is word for word the English page's, apart from the names
 * and shared words of french-allow-list.ts and what reads the same in both
 * languages by rule (numbers and measures, initials, e-mails, phone numbers,
 * addresses, URLs: the rules the build translates by), and the owner's
 * English-only published edits that have no French (the build shows them as
 * written). Text marked as English (lang="en", such as the toggle's
 * "EN, English: …") is left out.
 * Its typography is French: a no-break space before : ; ! ? and inside « »,
 * prices as "32 $", times as "9 h". And the language toggle of every page, in
 * both languages, leads to the same page in the other language.
 *
 * These only read the prerendered HTML, so they need no browser (they were
 * tests/e2e/french.spec.ts).
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { englishOnlyTexts, parseMachineTranslations } from "../../app/lib/machine-translation";
import { flattenPublished } from "../../app/lib/published-copy";
import { skipReason } from "../../app/lib/translation-rules";
import {
  all,
  attr,
  builtPage,
  first,
  french,
  get,
  isFrench,
  PAGES,
  type Element,
} from "./built-pages";
import { SAME_IN_FRENCH } from "./french-allow-list";

/** Every prerendered page of the test build, in English (each has a French twin under /fr). */
const ENGLISH_PATHS = PAGES.filter((path) => !isFrench(path));

/** The test build's published edits folder (scripts/test.js, PUBLISHED_EDITS). */
const EDITS = new URL("../e2e/published-edits/", import.meta.url);
const readEdits = (name: string): unknown => JSON.parse(readFileSync(new URL(name, EDITS), "utf8"));

/**
 * The English-only published edits of the test build that its translations file does not
 * translate: French pages show them as the owner wrote them, by design.
 */
const AS_WRITTEN: ReadonlySet<string> = (() => {
  const published = {
    en: flattenPublished(readEdits("nickel-and-pine-edits-en-2026-11-25.json")).en,
    fr: flattenPublished(readEdits("nickel-and-pine-edits-fr-2026-11-25.json")).fr,
  };
  const translations = parseMachineTranslations(
    readFileSync(new URL("machine-translations.fr.json", EDITS), "utf8"),
  );
  const translated = translations.ok ? translations.file.texts : {};
  return new Set(
    [...englishOnlyTexts(published)]
      .filter(([key, en]) => translated[key]?.en !== en)
      .map(([, en]) => en),
  );
})();

const NOT_SHOWN = new Set(["script", "style", "template"]);
const NAMING_ATTRIBUTES = ["aria-label", "alt", "title", "placeholder"];
const squeeze = (text: string) => text.replace(/[ \t\n\r]+/g, " ").trim();

/**
 * What a person sees or hears of a page's body: its texts (a run of text between two
 * elements, comments and word-break opportunities (<wbr>) left out, is one text) and
 * accessible names, trimmed; not what an element marked lang="en" holds or names.
 */
function shownTexts(path: string): string[] {
  const texts: string[] = [];
  const visit = (el: Element) => {
    if (NOT_SHOWN.has(el.tagName) || attr(el, "lang") === "en") return;
    for (const name of NAMING_ATTRIBUTES) texts.push(squeeze(attr(el, name) ?? ""));
    let run = "";
    for (const child of el.childNodes) {
      if (child.nodeName === "#text") run += (child as { value: string }).value;
      else if (child.nodeName === "#comment" || child.nodeName === "wbr") continue;
      else {
        texts.push(squeeze(run));
        run = "";
        if ("tagName" in child) visit(child);
      }
    }
    texts.push(squeeze(run));
  };
  const body = first(builtPage(path), "body");
  if (!body) throw new Error(`${path}: no body`);
  visit(body);
  return texts.filter(Boolean);
}

/** Reads the same in both languages: a listed name or word, or by rule. */
function sameInBothLanguages(text: string): boolean {
  const bare = text.replace(/^#/, ""); // a hashtag is its word
  return (
    SAME_IN_FRENCH.has(bare) ||
    bare.length < 2 ||
    skipReason(bare, { companyNames: [...SAME_IN_FRENCH] }) !== null ||
    /^[\d\s.,\u00a0]+(km|cm|mm|m|h|min|s|%|kg)$/.test(bare) || // "50 km", "3 h"
    /^(\p{Lu}\.\s?)+$/u.test(bare) || // initials: "M. L."
    /^[\p{Lu}\d]{1,4}$/u.test(bare) || // short codes: "SM", "ON", "EN"
    /^[\p{L} .'-]+, ON [A-Z]\d[A-Z] \d[A-Z]\d$/u.test(bare) // a town, province and postal code
  );
}

describe("French pages", () => {
  test("every English page has its French twin, and the server sends both", async () => {
    expect(ENGLISH_PATHS.length).toBeGreaterThan(30);
    expect(PAGES.filter(isFrench)).toEqual(ENGLISH_PATHS.map(french).sort());
    for (const path of PAGES) {
      expect((await get(path)).status, path).toBe(/\/404$/.test(path) ? 404 : 200);
    }
  });

  test("every page reads in French: no text or accessible name is the English page's", () => {
    const untranslated: string[] = [];
    for (const path of ENGLISH_PATHS) {
      const english = new Set(shownTexts(path));
      for (const text of new Set(shownTexts(french(path)))) {
        if (english.has(text) && !sameInBothLanguages(text) && !AS_WRITTEN.has(text)) {
          untranslated.push(`${french(path)}: ${JSON.stringify(text)}`);
        }
      }
    }
    expect(untranslated).toEqual([]);
  });

  /** French typography rules, each with what it flags. */
  const TYPOGRAPHY: [string, RegExp][] = [
    ["a no-break space before : ; ! ?", /[^\s\u00a0\u202f][:;!?](?=\s|$)|[ ][:;!?](?=\s|$)/],
    ["no-break spaces inside « »", /«[ ]|«(?=[^\s\u00a0\u202f])|[ ]»|(?<=[^\s\u00a0\u202f])»/],
    ["prices as 32 $", /\$\s?\d/],
    ["times as 9 h", /\b\d{1,2}(:\d\d)?\s?(AM|PM|a\.m\.|p\.m\.)/i],
  ];

  test("French typography: no-break spaces before : ; ! ? and inside « », prices as 32 $, times as 9 h", () => {
    const faults: string[] = [];
    for (const path of ENGLISH_PATHS.map(french)) {
      for (const text of shownTexts(path)) {
        // URLs, times written 24-hour style (9:30 would be 9 h 30) and e-mails are not prose.
        const prose = text.replace(/\b(https?:\/\/|www\.)\S+|\S+@\S+/g, "");
        for (const [rule, pattern] of TYPOGRAPHY) {
          if (pattern.test(prose)) faults.push(`${path} (${rule}): ${JSON.stringify(text)}`);
        }
      }
    }
    expect(faults).toEqual([]);
  });

  test("the language toggle of every page leads to the same page in the other language", () => {
    const wrong: string[] = [];
    for (const path of ENGLISH_PATHS) {
      for (const [from, to] of [
        [path, french(path)],
        [french(path), path],
      ] as const) {
        const toggles = all(
          builtPage(from),
          "a",
          (a) => attr(a, "data-testid") === "language-toggle",
        ).map((a) => attr(a, "href"));
        if (toggles.length === 0) wrong.push(`${from}: no language toggle`);
        for (const href of toggles) if (href !== to) wrong.push(`${from}: toggle → ${href}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
