/**
 * Every prerendered page's chrome links lead to pages: each same-origin link of its header,
 * navigation and footer, as the server sends the page, is answered 200 by the test server.
 * The main pages prerender both their variants (the hydrated page keeps one), so this reads
 * the links of both. (It was part of tests/e2e/smoke.spec.ts, which still checks that each
 * page's footer shows once the app has hydrated.)
 */
import { expect, test } from "vitest";
import { siteOrigin } from "../../app/site.config";
import {
  all,
  attr,
  builtPage,
  english,
  french,
  get,
  inside,
  NOT_FOUND,
  PAGES,
} from "./built-pages";

const CHROME = new Set(["header", "nav", "footer"]);
/** Links are read as the site's own address would resolve them (nothing is fetched from it). */
const BASE = siteOrigin;

/** Same-origin paths of every link in the page's header, navigation and footer. */
const chromeLinks = (path: string) => [
  ...new Set(
    all(builtPage(path), "a", (a) => attr(a, "href") !== undefined && inside(a, CHROME))
      .map((a) => new URL(attr(a, "href")!, `${BASE}${path}`))
      .filter((url) => url.origin === BASE)
      .map((url) => url.pathname),
  ),
];

test("the test build holds the studio's pages in both languages, each English page with its French twin", () => {
  expect(PAGES).toEqual(
    expect.arrayContaining(["/", "/fr", "/process", "/fr/construction", "/404"]),
  );
  const missing = PAGES.filter((path) => english(path) === path).filter(
    (path) => !PAGES.includes(french(path)),
  );
  expect(missing).toEqual([]);
});

test("every page's header, navigation and footer links lead to pages", async () => {
  const statuses = new Map<string, Promise<number>>();
  const statusOf = (path: string) => {
    if (!statuses.has(path))
      statuses.set(
        path,
        get(path).then((r) => r.status),
      );
    return statuses.get(path)!;
  };
  const broken: string[] = [];
  for (const path of PAGES) {
    const links = chromeLinks(path);
    if (links.length <= 2) broken.push(`${path}: only ${links.length} chrome links`);
    // The not-found page's language switch leads to the not-found page in the other language.
    for (const link of links.filter((target) => !NOT_FOUND.has(target))) {
      const status = await statusOf(link);
      if (status !== 200) broken.push(`${path} links to ${link}: ${status}`);
    }
  }
  expect(broken).toEqual([]);
});
