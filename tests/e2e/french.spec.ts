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
 */
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { englishOnlyTexts, parseMachineTranslations } from "../../app/lib/machine-translation";
import { flattenPublished } from "../../app/lib/published-copy";
import { skipReason } from "../../app/lib/translation-rules";
import { expect, test } from "./fixtures";
import { SAME_IN_FRENCH } from "./french-allow-list";
import { decodeHtml, prerenderedPaths } from "./test-build";

/** Every prerendered page of the test build, in English (each has a French twin under /fr). */
const englishPaths = () =>
  prerenderedPaths().filter((path) => path !== "/fr" && !path.startsWith("/fr/"));

const french = (path: string) => (path === "/" ? "/fr" : `/fr${path}`);

/** The test build's published edits folder (scripts/test.js, PUBLISHED_EDITS). */
const EDITS = new URL("./published-edits/", import.meta.url);
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

/**
 * What a person sees or hears of a page's body: its texts and accessible
 * names, trimmed; not what an element marked lang="en" holds or names.
 */
function shownTexts(html: string): string[] {
  const body = (/<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? "")
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[\s\S]*?<\/style>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "")
    // An English element (a leaf: the language toggle) and what it holds.
    .replace(/<(\w+)\b[^>]*\slang="en"[^>]*>[\s\S]*?<\/\1>/g, "");
  const texts = body
    .split(/<[^>]*>/)
    .map((text) =>
      decodeHtml(text)
        .replace(/[ \t\n\r]+/g, " ")
        .trim(),
    )
    .filter(Boolean);
  const names = [...body.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map(
    ([, value = ""]) => decodeHtml(value).trim(),
  );
  return [...texts, ...names].filter(Boolean);
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

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(/\/404$/.test(path) ? 404 : 200);
  return response.text();
}

const PATHS = englishPaths();

test("every page reads in French: no text or accessible name is the English page's", async ({
  request,
}) => {
  expect(PATHS.length).toBeGreaterThan(30);
  const untranslated: string[] = [];
  for (const path of PATHS) {
    const english = new Set(shownTexts(await html(request, path)));
    const frenchTexts = new Set(shownTexts(await html(request, french(path))));
    for (const text of frenchTexts) {
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

test("French typography: no-break spaces before : ; ! ? and inside « », prices as 32 $, times as 9 h", async ({
  request,
}) => {
  const faults: string[] = [];
  for (const path of PATHS) {
    for (const text of shownTexts(await html(request, french(path)))) {
      // URLs, times written 24-hour style (9:30 would be 9 h 30) and e-mails are not prose.
      const prose = text.replace(/\b(https?:\/\/|www\.)\S+|\S+@\S+/g, "");
      for (const [rule, pattern] of TYPOGRAPHY) {
        if (pattern.test(prose)) faults.push(`${french(path)} (${rule}): ${JSON.stringify(text)}`);
      }
    }
  }
  expect(faults).toEqual([]);
});

test("the language toggle of every page leads to the same page in the other language", async ({
  request,
}) => {
  const wrong: string[] = [];
  for (const path of PATHS) {
    for (const [from, to] of [
      [path, french(path)],
      [french(path), path],
    ] as const) {
      const toggles = [
        ...(await html(request, from)).matchAll(/<a\b[^>]*data-testid="language-toggle"[^>]*>/g),
      ].map(([tag]) => decodeHtml(/\shref="([^"]*)"/.exec(tag)?.[1] ?? ""));
      if (toggles.length === 0) wrong.push(`${from}: no language toggle`);
      for (const href of toggles) if (href !== to) wrong.push(`${from}: toggle → ${href}`);
    }
  }
  expect(wrong).toEqual([]);
});
