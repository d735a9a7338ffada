import { describe, expect, it } from "vitest";
import {
  englishOnlyTexts,
  NO_TRANSLATIONS,
  parseMachineTranslations,
  planTranslations,
  serializeMachineTranslations,
  translationProblem,
  updatedTranslations,
  withFrench,
  type MachineTranslations,
} from "./machine-translation";

const published = {
  en: {
    "home.hero.title": "Websites for the North",
    "home.hero.proof": "(705) 555-0199",
    "home.ready.title": "Ready when you are",
    "common.skipLink": "Skip ahead",
  },
  fr: { "common.skipLink": "Aller plus loin" },
};

const file: MachineTranslations = {
  version: 1,
  texts: {
    "home.hero.title": {
      en: "Websites for the North",
      fr: "Des sites pour le Nord",
      machineTranslated: false,
    },
    // Its English changed since: stale.
    "home.ready.title": { en: "Ready?", fr: "Prêts?", machineTranslated: true },
    // No longer English-only.
    "common.skipLink": { en: "Skip ahead", fr: "Sauter", machineTranslated: true },
  },
};

describe("the build's translation of English-only published edits", () => {
  it("finds the texts published in English and not in French", () => {
    expect([...englishOnlyTexts(published).keys()]).toEqual([
      "home.hero.title",
      "home.hero.proof",
      "home.ready.title",
    ]);
    expect(englishOnlyTexts({}).size).toBe(0);
  });

  it("keeps a current translation, asks for a stale or missing one, and leaves a phone number as written", () => {
    const plan = planTranslations(published, file, { companyNames: [] });
    expect([...plan.kept]).toEqual([["home.hero.title", "Des sites pour le Nord"]]);
    expect([...plan.missing]).toEqual([["home.ready.title", "Ready when you are"]]);
    expect([...plan.asWritten]).toEqual([["home.hero.proof", "(705) 555-0199"]]);
  });

  it("leaves a business's name as written", () => {
    const named = { en: { "robot.nav.brand": "Orbit Robotics" } };
    const plan = planTranslations(named, NO_TRANSLATIONS, { companyNames: ["Orbit Robotics"] });
    expect(plan.missing.size).toBe(0);
    expect(plan.asWritten.get("robot.nav.brand")).toBe("Orbit Robotics");
  });

  it("bakes French for every English-only text: its translation, else the English as written", () => {
    const baked = withFrench(published, new Map([["home.hero.title", "Des sites pour le Nord"]]));
    expect(baked.fr).toEqual({
      "common.skipLink": "Aller plus loin",
      "home.hero.title": "Des sites pour le Nord",
      "home.hero.proof": "(705) 555-0199",
      "home.ready.title": "Ready when you are",
    });
    expect(baked.en).toBe(published.en);
    expect(withFrench({ fr: { a: "b" } }, new Map())).toEqual({ fr: { a: "b" } });
  });

  it("writes fresh translations as machine-translated, keeps reviewed ones, drops stale ones", () => {
    const next = updatedTranslations(
      published,
      file,
      new Map([["home.ready.title", "Prêts quand vous l'êtes"]]),
    );
    expect(next.texts).toEqual({
      "home.hero.title": file.texts["home.hero.title"],
      "home.ready.title": {
        en: "Ready when you are",
        fr: "Prêts quand vous l'êtes",
        machineTranslated: true,
      },
    });
  });

  it("reads back the file it writes, sorted, with a line for the owner", () => {
    const text = serializeMachineTranslations(file);
    expect(text).toMatch(/^\{\n {2}"about": "French for the English-only published edits/);
    expect(Object.keys(JSON.parse(text).texts)).toEqual([
      "common.skipLink",
      "home.hero.title",
      "home.ready.title",
    ]);
    expect(parseMachineTranslations(text)).toEqual({ ok: true, file });
  });

  it.each([
    ["not JSON", "{", /not valid JSON/],
    ["another shape", JSON.stringify({ version: 2, texts: {} }), /"version": 1/],
    [
      "a bad key",
      JSON.stringify({ version: 1, texts: { __proto__x: { en: "a", fr: "b" } } }),
      /__proto__x/,
    ],
    [
      "an entry without its English",
      JSON.stringify({ version: 1, texts: { "a.b": { fr: "b", machineTranslated: true } } }),
      /"a\.b"/,
    ],
  ])("refuses a file with %s", (_, text, reason) => {
    const result = parseMachineTranslations(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors.join("\n")).toMatch(reason);
  });

  it("stores a hostile key or value as data only", () => {
    const result = parseMachineTranslations(
      '{"version":1,"texts":{"__proto__":{"en":"a","fr":"b","machineTranslated":true}}}',
    );
    expect(result.ok).toBe(false);
    expect(({} as Record<string, unknown>).en).toBeUndefined();
  });
});

describe("translationProblem", () => {
  it.each([
    ["Call {phone}", "Appelez le {phone}", null],
    ["Call {phone}", "Appelez-nous", /placeholders/],
    ["Hi", "Bonjour {name}", /placeholders/],
    ["Hi", "", /empty/],
    ["Hi", "x".repeat(203), /longer/],
    ["Hi", "Sa\u202Elut", /invisible/],
    ["Hi", "Sa\u0000lut", /invisible/],
    ["<b>Bold</b>", "<b>Gras</b>", null],
  ])("%j → %j", (source, translated, expected) => {
    const problem = translationProblem(source, translated);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});
