import type { Page } from "@playwright/test";
import { cutHomeEn } from "../../app/templates/cut-district/content/home.en";
import { cutHomeFr } from "../../app/templates/cut-district/content/home.fr";
import { cutCommonFr } from "../../app/templates/cut-district/content/pages-common.fr";
import { expect, test } from "./fixtures";

/**
 * Cut District's one header and one footer on its home and its sub-pages (issue: the two used
 * to differ): the booking button's words by width (SPEC §2.10 names BOOK YOUR CUT and BOOK
 * NOW), the sub-pages' button leading to the home's booking form, the booking form after the
 * services and prices, and one left edge for the header, the page's heading and the footer.
 */

const HOME = "/templates/cut-district";
const PAGES = ["", "/about", "/services", "/portfolio", "/contact"];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
});

/** The header's booking link, by either of its names. */
const bookingLink = (page: Page, words: { book: string; bookNow: string }) =>
  page
    .getByRole("banner")
    .getByRole("link", { name: new RegExp(`^(${words.book}|${words.bookNow})$`) });

test("the header's booking button reads BOOK YOUR CUT where there is room, BOOK NOW where not", async ({
  page,
}) => {
  for (const [path, words] of [
    [HOME, cutHomeEn.nav],
    [`/fr${HOME}/about`, cutCommonFr.nav],
  ] as const) {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(path);
    const button = bookingLink(page, words);
    for (const [width, name] of [
      [320, words.bookNow],
      [375, words.bookNow],
      [768, words.book],
      [1024, words.book],
      [1280, words.bookNow],
      [1536, words.book],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect(button, `${path} at ${width}px`).toHaveAccessibleName(name);
      await expect(button).toBeInViewport({ ratio: 1 });
    }
  }
});

test("on a sub-page the booking button leads to the home's booking form", async ({ page }) => {
  await page.goto(`/fr${HOME}/services`);
  await bookingLink(page, cutCommonFr.nav).click();
  await expect(page).toHaveURL(`/fr${HOME}#book`);
  await expect(page.getByRole("form", { name: cutHomeFr.booking.title })).toBeInViewport();
});

test("the booking form follows the services and the prices", async ({ page }) => {
  await page.goto(HOME);
  const order = await page
    .locator("main section[id]")
    .evaluateAll((sections) => sections.map((section) => section.id));
  expect(order.indexOf("book")).toBeGreaterThan(order.indexOf("services"));
  expect(order.indexOf("book")).toBeGreaterThan(order.indexOf("prices"));
  expect(order.indexOf("prices")).toBeGreaterThan(-1);
});

test("header, page heading and footer share one left edge on every page, both languages", async ({
  page,
}) => {
  test.slow(); // ten pages, three widths
  for (const locale of ["", "/fr"]) {
    for (const path of PAGES) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${locale}${HOME}${path}`);
      for (const width of [768, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const edges = await page.evaluate(() => {
          const left = (el: Element | null) => Math.round(el!.getBoundingClientRect().left);
          return {
            header: left(document.querySelector("header a")),
            heading: left(document.querySelector("main h1")),
            footer: left(document.querySelector("footer > div")),
          };
        });
        const where = `${locale}${HOME}${path} at ${width}px`;
        expect(edges.heading, `heading and header, ${where}`).toBe(edges.header);
        expect(edges.footer, `footer and header, ${where}`).toBe(edges.header);
      }
    }
  }
});
