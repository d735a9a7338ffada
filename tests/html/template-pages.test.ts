/**
 * What the template sites' pages say and link to, read from the HTML the server sends (they
 * were parts of the browser specs' per-page scans, tests/e2e/mining.spec.ts,
 * construction-home.spec.ts, construction-projects-news.spec.ts, cut-district-pages.spec.ts;
 * those pages' layout, axe and CSP checks are in tests/e2e/smoke.spec.ts): each page's one
 * H1 is its title from its copy, in both languages; Cut District's sub-pages link only to
 * the shop.
 */
import { describe, expect, test } from "vitest";
import { constructionNewsEn } from "../../app/templates/construction/content/news.en";
import { constructionNewsFr } from "../../app/templates/construction/content/news.fr";
import { constructionProjectsEn } from "../../app/templates/construction/content/projects.en";
import { constructionProjectsFr } from "../../app/templates/construction/content/projects.fr";
import { HOME_TITLE, MINING_PAGES } from "../e2e/mining-helpers";
import { all, attr, builtPage, first, textOf } from "./built-pages";

type Locale = "en" | "fr";
const at = (locale: Locale, path: string) => (locale === "fr" ? `/fr${path}` : path);
const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** Each page's title in both languages, by its English path. */
const TITLES: Record<string, Record<Locale, string>> = {
  "/templates/modern-mining": HOME_TITLE,
  ...Object.fromEntries(
    MINING_PAGES.map(({ page, en, fr }) => [`/templates/modern-mining/${page}`, { en, fr }]),
  ),
  // The construction home's title: SPEC-fixed copy in construction-home.spec.ts, literal there too.
  "/templates/premium-construction": {
    en: "Built for the North. Finished like it matters.",
    fr: "Bâti pour le Nord. Fini avec soin.",
  },
  "/templates/modern-construction": {
    en: "Built for the North. Finished like it matters.",
    fr: "Bâti pour le Nord. Fini avec soin.",
  },
  ...Object.fromEntries(
    ["/templates/premium-construction", "/templates/modern-construction"].flatMap((set) => [
      [
        `${set}/projects`,
        { en: constructionProjectsEn.hero.title, fr: constructionProjectsFr.hero.title },
      ],
      [`${set}/news`, { en: constructionNewsEn.hero.title, fr: constructionNewsFr.hero.title }],
    ]),
  ),
};

describe("template pages", () => {
  test("each page's one H1 is its title, in English and in French", () => {
    const wrong: string[] = [];
    for (const [path, title] of Object.entries(TITLES)) {
      for (const locale of ["en", "fr"] as const) {
        const h1s = all(builtPage(at(locale, path)), "h1").map((h1) => squeeze(textOf(h1)));
        if (h1s.length !== 1 || h1s[0] !== title[locale]) {
          wrong.push(`${at(locale, path)}: ${JSON.stringify(h1s)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test("Cut District's sub-pages link only to the shop: its pages, its phone, its e-mail", () => {
    // The shop's facts live in cut-district/brand.ts beside its logo image: literal here.
    const contact = ["tel:+17055550142", "mailto:book@cutdistrict-demo.ca"];
    const pages = ["about", "services", "portfolio", "contact"];
    const elsewhere: string[] = [];
    for (const locale of ["en", "fr"] as const) {
      const allowed = new Set([
        ...pages.map((page) => at(locale, `/templates/cut-district/${page}`)),
        ...contact,
      ]);
      for (const page of pages) {
        const path = at(locale, `/templates/cut-district/${page}`);
        const main = first(builtPage(path), "main");
        if (!main) throw new Error(`${path}: no main`);
        const hrefs = all(main, "a").map((a) => attr(a, "href") ?? "");
        expect(hrefs.length, path).toBeGreaterThan(0);
        elsewhere.push(...hrefs.filter((href) => !allowed.has(href)).map((h) => `${path}: ${h}`));
      }
    }
    expect(elsewhere).toEqual([]);
  });
});
