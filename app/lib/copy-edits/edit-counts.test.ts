import { describe, expect, it } from "vitest";
import { countEdits } from "./edit-counts";
import { NO_EDITS, setEdit } from "./edits";

describe("countEdits", () => {
  it("counts nothing when nothing is edited", () => {
    const zero = { pages: 0, sections: 0, fields: 0 };
    expect(countEdits(NO_EDITS)).toEqual({ byLocale: { en: zero, fr: zero }, total: zero });
  });

  it("counts edited pages, sections and fields per language and in total", () => {
    const set = (
      [
        ["en", "home", "home.hero", "title"],
        ["en", "home", "home.hero", "subtitle"],
        ["en", "home", "home.services", "cards.0.title"],
        ["en", "site", "quote.steps", "title"],
        ["en", "site", "welcome.hero", "title"],
        ["fr", "home", "home.hero", "title"],
        ["fr", "legal", "legal.privacy", ""],
      ] as const
    ).reduce(
      (acc, [locale, page, section, field]) => setEdit(acc, locale, { page, section, field }, "x"),
      NO_EDITS,
    );

    expect(countEdits(set)).toEqual({
      byLocale: {
        en: { pages: 2, sections: 4, fields: 5 },
        fr: { pages: 2, sections: 2, fields: 2 },
      },
      // home, site, legal; home.hero counted once; every language's edit of a text.
      total: { pages: 3, sections: 5, fields: 7 },
    });
  });
});
