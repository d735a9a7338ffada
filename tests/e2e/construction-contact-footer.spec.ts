import { adminEn } from "../../app/admin/content/admin.en";
import type { Locator, Page } from "@playwright/test";
import { constructionCommonEn } from "../../app/templates/construction/content/common.en";
import { constructionCommonFr } from "../../app/templates/construction/content/common.fr";
import { constructionContactEn } from "../../app/templates/construction/content/contact.en";
import { constructionContactFr } from "../../app/templates/construction/content/contact.fr";
import { templateFormEn } from "../../app/templates/shared/content/form.en";
import { templateFormFr } from "../../app/templates/shared/content/form.fr";
import { templateUiEn } from "../../app/templates/shared/content/ui.en";
import { templateUiFr } from "../../app/templates/shared/content/ui.fr";
import { fill } from "./copy";
import { axe, cspViolations, expect, scrollToBottom, test } from "./fixtures";
import { startWith } from "./mining-helpers";

/**
 * The construction template's Contact page and its footer (SPEC §2.7, §3.5, §4, §9), in the
 * premium set, the simple set and on the main /contact page.
 *
 * Expected copy comes from the content modules. "Message Sent" (SPEC §4, word for word) stays
 * literal: it is the contract under test. So do the company's phone, e-mail and address, which
 * live in brand.ts and contact/data.ts beside modules that import images.
 */

const PREMIUM = "/templates/premium-construction";
const SIMPLE = "/templates/modern-construction";
const PHONE = { display: "(705) 555-0188", href: "tel:+17055550188" };
const EMAIL = { display: "info@northline-demo.ca", href: "mailto:info@northline-demo.ca" };

const COPY = { en: constructionContactEn, fr: constructionContactFr };
const FOOTER = { en: constructionCommonEn.footer, fr: constructionCommonFr.footer };
const FORM = { en: templateFormEn, fr: templateFormFr };
const UI = { en: templateUiEn, fr: templateUiFr };
type Locale = keyof typeof COPY;

/** The towns of each zone, inner to outer (SPEC §2.7's service-area panel). */
const ZONE_TOWNS = {
  home: ["sudbury", "lively", "chelmsford", "val-caron", "capreol", "coniston"],
  regular: [
    "espanola",
    "french-river",
    "sturgeon-falls",
    "north-bay",
    "elliot-lake",
    "manitoulin",
    "parry-sound",
  ],
  extended: ["temiskaming", "kirkland-lake", "timmins"],
} as const;

const at = (locale: Locale, path: string) =>
  locale === "fr" ? (path === "/" ? "/fr" : `/fr${path}`) : path;

const footer = (page: Page) => page.getByRole("contentinfo");
const messageForm = (page: Page, locale: Locale = "en") =>
  page.getByRole("region", { name: COPY[locale].form.title });

/** Every request that could carry a message: a script call, or anything but a GET. */
function watchRequests(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" || ["fetch", "xhr", "ping"].includes(request.resourceType())) {
      sent.push(`${request.method()} ${request.url()}`);
    }
  });
  return sent;
}

/** The hrefs the footer should hold, in order, for a site base ("" on the main pages). */
function footerHrefs(locale: Locale, base: string) {
  const local = (path: string) => at(locale, path);
  return [
    PHONE.href,
    EMAIL.href,
    // Company
    ...["about", "news", "contact"].map((page) => local(`${base}/${page}`)),
    // Services
    ...["homes", "commercial", "renovations", "emergency"].map((id) =>
      local(`${base}/services#${id}`),
    ),
    // Portfolio
    local(`${base}/projects`),
    local(`${PREMIUM}/projects`),
    local(`${SIMPLE}/projects`),
    // Resources
    local("/templates"),
    local("/portfolio"),
    local("/process"),
    local("/"),
    // Legal links and the demo credit
    local("/privacy"),
    local("/terms"),
    local("/templates"),
  ];
}

const hrefsOf = (scope: Locator) =>
  scope
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));

test.beforeEach(async ({ page }) => {
  await startWith(page);
});

test.describe("contact page", () => {
  test("hero, and the office by phone (tel:), e-mail (mailto:), address and hours", async ({
    page,
  }) => {
    const copy = COPY.en;
    await page.goto(`${PREMIUM}/contact`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
    // SPEC §9: the page promises a reply within 24 hours.
    await expect(page.getByText(copy.hero.text)).toContainText("within 24 hours");

    const info = page.getByRole("region", { name: copy.info.title });
    await expect(info.getByRole("heading", { level: 3 })).toHaveText([
      copy.info.phone.title,
      copy.info.email.title,
      copy.info.office.title,
      copy.info.hours.title,
      copy.info.emergency.title,
    ]);
    await expect(info.getByRole("link", { name: PHONE.display, exact: true })).toHaveAttribute(
      "href",
      PHONE.href,
    );
    await expect(info.getByRole("link", { name: EMAIL.display })).toHaveAttribute(
      "href",
      EMAIL.href,
    );
    await expect(info.locator("address")).toHaveText(/410 Boreal Drive\s*Sudbury, ON P3A 0N9/);
    await expect(info.getByRole("term")).toHaveText(copy.info.hours.days.map(({ day }) => day));
    await expect(info.getByRole("definition")).toHaveText(
      copy.info.hours.days.map(({ time }) => time),
    );
    // The 24/7 emergency line calls the office number.
    await expect(info.getByText(copy.info.emergency.eyebrow)).toBeVisible();
    await expect(
      info.getByRole("link", { name: fill(copy.info.emergency.call, { phone: PHONE.display }) }),
    ).toHaveAttribute("href", PHONE.href);
  });

  test("service area: a described map and the towns of each zone", async ({ page }) => {
    const { area } = COPY.en;
    await page.goto(`${PREMIUM}/contact`);
    const panel = page.getByRole("region", { name: area.title });
    await expect(panel.getByText(area.intro)).toBeVisible();
    await expect(panel.getByRole("img", { name: area.mapLabel })).toBeVisible();
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText(
      Object.values(area.zones).map((zone) => zone.title),
    );
    const zones = panel.getByRole("list").first().locator(":scope > li");
    await expect(zones).toHaveCount(3);
    for (const [i, towns] of Object.values(ZONE_TOWNS).entries()) {
      await expect(zones.nth(i).getByRole("listitem")).toHaveText(
        towns.map((id) => area.places[id]),
      );
    }
    // The map names the towns it marks, and each ring's distance.
    const map = panel.locator("svg[role=img]");
    for (const id of ["sudbury", "timmins", "north-bay", "parry-sound", "manitoulin"] as const) {
      await expect(map.getByText(area.places[id], { exact: true })).toBeVisible();
    }
    await expect(map.getByText(fill(area.ring, { km: 250 }))).toBeVisible();
  });

  test("sending shows Message Sent with no network call, then an empty form after 3 s", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto(`${PREMIUM}/contact`);
    const sent = watchRequests(page);
    const form = messageForm(page);
    const labels = FORM.en;
    await expect(form.getByText(COPY.en.form.text)).toContainText("within 24 hours");
    const values: [string, string][] = [
      [labels.name, "Marie Lapointe"],
      [labels.email, "marie@example.com"],
      [labels.company, "Lapointe Dental"],
      [labels.phone, "705-555-0142"],
      [labels.subject, "Clinic renovation in Val Caron"],
      [labels.message, "We would like to add two treatment rooms next spring."],
    ];
    for (const [name, value] of values) {
      await form.getByRole("textbox", { name, exact: true }).fill(value);
    }
    // Stop the page's clock so that only runFor() moves time from here on.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await form.getByRole("button", { name: labels.send }).click();
    await expect(form.getByRole("status")).toContainText("Message Sent");
    await expect(form.getByRole("textbox", { name: labels.name, exact: true })).toBeHidden();
    await page.clock.runFor(2_900);
    await expect(form.getByRole("status")).toContainText("Message Sent");
    await page.clock.runFor(200);
    await expect(form.getByRole("status")).toBeEmpty();
    for (const [name] of values) {
      await expect(form.getByRole("textbox", { name, exact: true })).toHaveValue("");
    }
    expect(sent).toEqual([]);
  });

  test("the call to action calls the office and leads to the projects", async ({ page }) => {
    const { cta } = COPY.en;
    await page.goto(`${SIMPLE}/contact`);
    const band = page.getByRole("region", { name: cta.title });
    await expect(
      band.getByRole("link", { name: fill(cta.call, { phone: PHONE.display }) }),
    ).toHaveAttribute("href", PHONE.href);
    await expect(band.getByRole("link", { name: cta.secondary })).toHaveAttribute(
      "href",
      `${SIMPLE}/projects`,
    );
  });

  test("in French: copy, hours, zones and a message sent", async ({ page }) => {
    const copy = COPY.fr;
    await page.goto(`/fr${PREMIUM}/contact`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
    const info = page.getByRole("region", { name: copy.info.title });
    await expect(info.getByRole("term")).toHaveText(copy.info.hours.days.map(({ day }) => day));
    await expect(
      info.getByRole("link", { name: fill(copy.info.emergency.call, { phone: PHONE.display }) }),
    ).toHaveAttribute("href", PHONE.href);
    const panel = page.getByRole("region", { name: copy.area.title });
    await expect(panel.getByRole("img", { name: copy.area.mapLabel })).toBeVisible();
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText(
      Object.values(copy.area.zones).map((zone) => zone.title),
    );
    await expect(panel.getByText(copy.area.places["french-river"]).first()).toBeVisible();

    const form = messageForm(page, "fr");
    const labels = FORM.fr;
    await form.getByRole("textbox", { name: labels.name, exact: true }).fill("Luc Gagné");
    await form.getByRole("textbox", { name: labels.email, exact: true }).fill("luc@example.com");
    await form.getByRole("textbox", { name: labels.subject, exact: true }).fill("Agrandissement");
    await form.getByRole("textbox", { name: labels.message, exact: true }).fill("Bonjour!");
    await form.getByRole("button", { name: labels.send }).click();
    await expect(form.getByRole("status")).toContainText(labels.sentTitle);
  });

  test("the same page wears the premium look in its set and on /contact, the simple one in its own", async ({
    page,
  }) => {
    const look = page.locator(".site-look");
    await page.goto(`${PREMIUM}/contact`);
    await expect(look).toHaveClass(/theme-premium/);
    await page.goto(`${SIMPLE}/contact`);
    await expect(look).toHaveClass(/theme-simple/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(COPY.en.hero.title);
    // No stored theme: premium, so the main page is the construction company's (SPEC §2.1).
    await page.goto("/contact");
    await expect(look).toHaveCount(1);
    await expect(look).toHaveClass(/theme-premium/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(COPY.en.hero.title);
  });
});

test.describe("footer", () => {
  for (const locale of ["en", "fr"] as const) {
    test(`${locale}: the four columns, and every link's href in both sets and on a main page`, async ({
      page,
      request,
    }) => {
      const copy = FOOTER[locale];
      for (const base of [PREMIUM, SIMPLE, ""]) {
        await page.goto(at(locale, base ? `${base}/contact` : "/contact"));
        const region = footer(page);
        await expect(region).toHaveClass(/tone-steel/);
        for (const title of Object.values(copy.columns)) {
          await expect(region.getByRole("navigation", { name: title })).toBeVisible();
        }
        await expect(
          region.getByRole("navigation", { name: copy.columns.company }).getByRole("link"),
        ).toHaveText((["about", "news", "contact"] as const).map((p) => UI[locale].nav.links[p]));
        await expect(
          region.getByRole("navigation", { name: copy.columns.services }).getByRole("link"),
        ).toHaveText(Object.values(copy.services));
        expect(await hrefsOf(region)).toEqual(footerHrefs(locale, base));
      }
      // Each of those pages exists.
      for (const href of new Set(footerHrefs(locale, PREMIUM))) {
        if (!href.startsWith("/")) continue;
        expect((await request.get(href.split("#")[0]!)).status(), href).toBe(200);
      }
    });
  }

  test("Subscribe sends nothing and says so, keeping the address", async ({ page }) => {
    const copy = FOOTER.en.newsletter;
    await page.goto(`${PREMIUM}/contact`);
    const sent = watchRequests(page);
    const region = footer(page);
    const box = region.getByRole("form", { name: copy.title });
    const email = box.getByRole("textbox", { name: copy.label });
    await email.fill("reader@example.com");
    // Empty (and hidden) until Subscribe is pressed.
    await expect(box.locator("[role=status]")).toBeEmpty();
    await box.getByRole("button", { name: copy.button }).click();
    await expect(box.getByRole("status")).toHaveText(copy.notice);
    await expect(email).toHaveValue("reader@example.com");
    await expect(page).toHaveURL(`${PREMIUM}/contact`);
    expect(sent).toEqual([]);
  });

  test("in French, Subscribe says so in French", async ({ page }) => {
    const copy = FOOTER.fr.newsletter;
    await page.goto(`/fr${SIMPLE}/contact`);
    const box = footer(page).getByRole("form", { name: copy.title });
    await box.getByRole("button", { name: copy.button }).click();
    await expect(box.getByRole("status")).toHaveText(copy.notice);
  });

  test("its buttons: Subscribe, the admin control (SPEC §2.7) and Back to top", async ({
    page,
  }) => {
    await page.goto(`${PREMIUM}/contact`);
    await expect(footer(page).getByRole("button")).toHaveText([
      FOOTER.en.newsletter.button,
      "Admin",
      FOOTER.en.toTop,
    ]);
    await footer(page).getByRole("button", { name: "Admin" }).click();
    await expect(page.getByRole("dialog", { name: adminEn.login.title })).toBeVisible();
  });

  test(
    "Back to top returns smoothly to the top and moves focus there",
    { tag: "@responsive" },
    async ({ page }) => {
      await page.goto(`${PREMIUM}/contact`);
      const button = footer(page).getByRole("button", { name: FOOTER.en.toTop });
      await button.scrollIntoViewIfNeeded();
      const from = await page.evaluate(() => window.scrollY);
      expect(from).toBeGreaterThan(1000);
      await button.click();
      // Smooth: on its way, not there at once.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
      await expect(page.locator("body")).toBeFocused();
      // The next Tab starts again at the top: the skip link.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: UI.en.skipLink })).toBeFocused();
    },
  );

  test("under reduced motion, Back to top jumps at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${SIMPLE}/contact`);
    const button = footer(page).getByRole("button", { name: FOOTER.en.toTop });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("body")).toBeFocused();
  });

  test("the copyright shows the visitor's current year, with no hydration mismatch", async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const built = new Date().getFullYear();
    // The prerendered page holds the build's year…
    const html = await (await request.get(`${PREMIUM}/contact`)).text();
    expect(html).toContain(fill(FOOTER.en.copyright, { year: built }));
    // …and a visitor whose clock reads a later year sees that year on reaching the footer
    // (which hydrates as it comes near).
    await page.clock.setFixedTime(new Date("2031-03-14T10:00:00-04:00"));
    await page.goto(`${PREMIUM}/contact`);
    await footer(page).scrollIntoViewIfNeeded();
    await expect(footer(page).getByText(fill(FOOTER.en.copyright, { year: 2031 }))).toBeVisible();
    await page.goto(`/fr${PREMIUM}/contact`);
    await footer(page).scrollIntoViewIfNeeded();
    await expect(footer(page).getByText(fill(FOOTER.fr.copyright, { year: 2031 }))).toBeVisible();
    expect(errors.filter((text) => /hydrat|did not match/i.test(text))).toEqual([]);
  });

  test(
    "the columns sit two across on a phone and four across on a desktop, with no overflow",
    { tag: "@responsive" },
    async ({ page }) => {
      await page.goto(`/fr${PREMIUM}/contact`);
      const region = footer(page);
      const tops = await Promise.all(
        Object.values(FOOTER.fr.columns).map(async (title) => {
          const box = await region.getByRole("navigation", { name: title }).boundingBox();
          return Math.round(box!.y);
        }),
      );
      const rows = new Set(tops).size;
      const narrow = (page.viewportSize()?.width ?? 1280) < 768;
      expect(rows).toBe(narrow ? 2 : 1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    },
  );
});

// Each look once (smoke.spec.ts scans the pages themselves, one H1 and no outside request).
for (const path of [`${PREMIUM}/contact`, `/fr${SIMPLE}/contact`]) {
  test(
    `${path}: with the newsletter's notice shown, no accessibility or CSP violations`,
    { tag: "@narrow" },
    async ({ page, blockedRequests }) => {
      await page.goto(path);
      await scrollToBottom(page);
      // The newsletter's notice is part of the page too.
      await footer(page)
        .getByRole("button", { name: /Subscribe|S'abonner/ })
        .click();
      expect(await axe(page)).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
      expect(blockedRequests).toEqual([]);
    },
  );
}
