import type { Locator, Page } from "@playwright/test";
import { cutHomeEn } from "../../app/templates/cut-district/content/home.en";
import { cutHomeFr } from "../../app/templates/cut-district/content/home.fr";
import { cutHomeSectionsEn } from "../../app/templates/cut-district/content/home-sections.en";
import { cutHomeSectionsFr } from "../../app/templates/cut-district/content/home-sections.fr";
import { cutHomeMetaEn } from "../../app/templates/cut-district/content/home-meta.en";
import { cutHomeMetaFr } from "../../app/templates/cut-district/content/home-meta.fr";
import { fill } from "./copy";
import { axe, cspViolations, expect, expectTabStartsAt, test } from "./fixtures";

/*
 * The barbershop's one-page site (SPEC §2.10, §3.2, §3.4, §3.5, §4, §9) at
 * /templates/cut-district. Expected copy comes from its content files; what
 * SPEC fixes word for word (the booking days and times, the prices, the
 * rating) is also checked literally, as is what brand.ts holds (the runner
 * cannot load it: it imports the logo).
 */

const HOME = "/templates/cut-district";
const HOME_FR = "/fr/templates/cut-district";
/** Either language's copy, typed as the French (its lists are read-only). */
type Copy = typeof cutHomeFr & typeof cutHomeSectionsFr;
const en: Copy = { ...cutHomeEn, ...cutHomeSectionsEn };
const fr: Copy = { ...cutHomeFr, ...cutHomeSectionsFr };
const STUDIO = "Nickel & Pine";
const SECTIONS = ["services", "team", "gallery", "prices", "testimonials", "contact"] as const;
/** Where an anchor leaves its section (SPEC §9), and how far off it may be. */
const OFFSET = 80;
const TOLERANCE = 2;

/** What SPEC fixes word for word, in each language. */
const DAYS = {
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  fr: ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi"],
};
const TIMES = {
  en: [
    "9:00 AM",
    "10:00 AM",
    "11:00 AM",
    "12:00 PM",
    "1:00 PM",
    "2:00 PM",
    "3:00 PM",
    "4:00 PM",
    "5:00 PM",
  ],
  fr: ["9 h", "10 h", "11 h", "12 h", "13 h", "14 h", "15 h", "16 h", "17 h"],
};
const DAY_VALUES = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const TIME_VALUES = ["09", "10", "11", "12", "13", "14", "15", "16", "17"].map((h) => `${h}:00`);
/** Men's Cut, Beard Trim, Shave (the French with a space before the dollar sign). */
const PRICES = { en: ["$32", "$18", "$25"], fr: [/32\s\$/, /18\s\$/, /25\s\$/] };
const RATING = { en: "5 out of 5", fr: "5 sur 5" };
const HOURS = { en: ["Mon-Sat", "9AM-7PM"], fr: ["lun-sam", "9 h-19 h"] } as const;

const valuesOf = (select: Locator) =>
  select
    .locator("option")
    .evaluateAll((options) => (options as HTMLOptionElement[]).map((option) => option.value));

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
});

/**
 * Opens the page and waits until its view has hydrated too: the view loads
 * after the app shell, so the shell's hydration mark alone does not say it.
 */
async function open(page: Page, path = HOME) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const button = document.querySelector("header button[aria-controls]");
    const hydrated = !!button && Object.keys(button).some((key) => key.startsWith("__reactFiber"));
    // The fade-in has armed itself (it stays off under reduced motion).
    const armed =
      document.documentElement.classList.contains("reveal-ready") ||
      matchMedia("(prefers-reduced-motion: reduce)").matches;
    return hydrated && armed;
  });
}

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1280;

/** Under 1280 px the section anchors are behind the header's menu button. */
async function openMenu(page: Page, copy: Copy = en) {
  if (!isMobile(page)) return;
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: copy.nav.openMenu }).click();
  await expect(header.getByRole("button", { name: copy.nav.closeMenu })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
}

const topOf = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((element) => element.getBoundingClientRect().top);

/** The element with this id ends up 80 px (±2) below the top of the window. */
async function expectUnderHeader(page: Page, id: string) {
  await expect
    .poll(async () => Math.abs((await topOf(page, id)) - OFFSET) <= TOLERANCE, { timeout: 5_000 })
    .toBe(true);
}

test.describe("anchors and menu", { tag: "@responsive" }, () => {
  test("each anchor puts its section 80 px under the top; BOOK NOW always shows; VIEW TEMPLATES leads to the gallery", async ({
    page,
  }) => {
    // Where each anchor lands, not how it gets there (the next test): no smooth scroll to wait out.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page);
    const header = page.getByRole("banner");
    for (const section of SECTIONS) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await openMenu(page);
      await header.getByRole("link", { name: en.nav.links[section], exact: true }).click();
      await expectUnderHeader(page, section);
      await expect(page).toHaveURL(new RegExp(`${HOME}#${section}$`));
    }

    await page.evaluate(() => window.scrollTo(0, 0));
    const bookNow = header.getByRole("link", { name: en.nav.bookNow });
    await expect(bookNow).toBeVisible();
    await bookNow.click();
    await expectUnderHeader(page, "book");

    await openMenu(page);
    await header.getByRole("link", { name: en.nav.viewTemplates }).click();
    await expect(page).toHaveURL(/\/templates$/);
  });

  test("the browser follows the anchors, smoothly, and at once under reduced motion", async ({
    page,
  }) => {
    const scrolling = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    await open(page);
    expect(await scrolling()).toBe("smooth");
    await openMenu(page);
    await page.getByRole("banner").getByRole("link", { name: en.nav.links.prices }).click();
    await expectUnderHeader(page, "prices");
    await expectTabStartsAt(page, "prices");

    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await scrolling()).toBe("auto");
    await page.evaluate(() => window.scrollTo(0, 0));
    await openMenu(page);
    await page.getByRole("banner").getByRole("link", { name: en.nav.links.team }).click();
    // Already there, no waiting.
    expect(Math.abs((await topOf(page, "team")) - OFFSET)).toBeLessThanOrEqual(TOLERANCE);
  });

  test("the anchors sit in a row at 1280 px; under it, the menu closes once an anchor is chosen", async ({
    page,
    isMobile: mobile,
  }) => {
    await open(page);
    const header = page.getByRole("banner");
    if (!mobile) {
      await expect(header.getByRole("button", { name: en.nav.openMenu })).toBeHidden();
      for (const name of Object.values(en.nav.links)) {
        await expect(header.getByRole("link", { name, exact: true })).toBeVisible();
      }
      return;
    }
    await openMenu(page);
    const panel = header.getByRole("navigation");
    // The six anchors, VIEW TEMPLATES and the language toggle.
    await expect(panel.getByRole("link")).toHaveCount(SECTIONS.length + 2);
    await panel.getByRole("link", { name: en.nav.links.team }).click();
    const menuButton = header.getByRole("button", { name: en.nav.openMenu });
    await expect(menuButton).toHaveAttribute("aria-expanded", "false");
    await expect(header.getByRole("navigation")).toHaveCount(0);
    await expectUnderHeader(page, "team");
  });

  // The page as it loads: smoke.spec.ts, at 1280 and 375 px. Here with its menu open, once.
  test(
    "no accessibility or CSP violation with the menu open",
    { tag: "@narrow" },
    async ({ page }) => {
      // Everything shows at once under reduced motion, so axe sees every element as it ends up.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await open(page, HOME_FR);
      await openMenu(page, fr);
      await expect(page.getByRole("banner").getByRole("navigation")).toBeVisible();
      expect(await axe(page)).toEqual([]);
      expect(await cspViolations(page)).toEqual([]);
    },
  );
});

test.describe("fade-in on scroll", () => {
  const below = (page: Page) => page.locator("#testimonials [data-reveal]").last();
  const opacity = (page: Page) =>
    below(page).evaluate((element) => getComputedStyle(element).opacity);

  test("an element below the fold waits transparent, then fades in once scrolled to", async ({
    page,
  }) => {
    await open(page);
    await expect(page.locator("html")).toHaveClass(/\breveal-ready\b/);
    await expect(below(page)).not.toHaveAttribute("data-revealed");
    // Arming the fade-in takes it out of sight (with the same transition, off screen).
    await expect.poll(() => opacity(page)).toBe("0");
    await below(page).scrollIntoViewIfNeeded();
    await expect(below(page)).toHaveAttribute("data-revealed", "");
    await expect.poll(() => opacity(page)).toBe("1");
  });

  test("under reduced motion it is visible at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page);
    await expect(page.locator("html")).not.toHaveClass(/\breveal-ready\b/);
    expect(await opacity(page)).toBe("1");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, waitForHydration: false });

    test("the whole page is there and visible", async ({ page }) => {
      await page.goto(HOME);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.hero.title);
      expect(await opacity(page)).toBe("1");
      await expect(page.locator("[data-reveal]").first()).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  });
});

test("hero, logo, and entering: the cut-district context and theme are stored", async ({
  page,
}) => {
  await open(page);
  const hero = page.getByRole("region", { name: en.hero.title });
  await expect(hero.getByRole("heading", { level: 1 })).toHaveText(en.hero.title);
  expect(en.hero.title).toBe("CUT SHARP. LOOK SHARPER.");
  await expect(hero.getByText(en.hero.badge)).toBeVisible();
  expect(en.hero.badge).toBe("Walk-ins welcome");
  await expect(hero.getByRole("link", { name: en.hero.book })).toHaveAttribute("href", "#book");
  await expect(hero.getByRole("link", { name: en.hero.prices })).toHaveAttribute("href", "#prices");
  await expect(hero.getByText(en.hero.promise)).toBeVisible();
  expect(en.hero.promise).toBe("No bots. Real barbers. Free consultation.");
  await expect(page.getByRole("banner").locator('img[data-logo="svg"]')).toBeVisible();

  await expect
    .poll(() =>
      page.evaluate(() => ({
        context: sessionStorage.getItem("templateContext"),
        theme: localStorage.getItem("website-theme"),
      })),
    )
    .toEqual({ context: "cut-district", theme: "cut-district" });
  await expect(page.locator("body")).toHaveClass(/\btheme-cut-district\b/);
  await expect(page.locator(".site-look.theme-cut-district")).toHaveCount(1);
});

test("the hero's barber pole turns, and stands still where reduced motion is asked for", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const pole = () =>
    page
      .getByRole("region", { name: en.hero.title })
      .locator("picture img")
      .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  await open(page);
  await expect.poll(pole).toMatch(/\/assets\/barber-pole-[\w-]{8}\.svg$/);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  await expect.poll(pole).toMatch(/\/assets\/barber-pole-still-[\w-]{8}\.svg$/);
});

test('a logo that fails to load gives way to a "CD" badge', async ({ page }) => {
  await page.route(/\/assets\/logo-[\w-]+\.svg$/, (route) => route.abort());
  await open(page);
  const header = page.getByRole("banner");
  await expect(header.getByTestId("logo-placeholder")).toHaveText("CD");
  await expect(header.locator("img[data-logo]")).toHaveCount(0);
});

for (const [locale, path, copy, meta] of [
  ["en", HOME, en, cutHomeMetaEn],
  ["fr", HOME_FR, fr, cutHomeMetaFr],
] as const) {
  test(`${locale}: title, booking choices, prices, ratings and the contact footer`, async ({
    page,
  }) => {
    await open(page, path);
    await expect(page).toHaveTitle(`${meta.title} | ${STUDIO}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      fill(meta.description, { brand: STUDIO }),
    );

    // Booking: every field, the days and times as SPEC §3.5 and §9 give them, no barber chosen.
    const booking = page.getByRole("form", { name: copy.booking.title });
    for (const label of [
      copy.booking.firstName,
      copy.booking.lastName,
      copy.booking.email,
      copy.booking.phone,
    ]) {
      await expect(booking.getByLabel(label, { exact: true })).toBeVisible();
    }
    const day = booking.getByLabel(copy.booking.day);
    const time = booking.getByLabel(copy.booking.time);
    await expect(day.locator("option")).toHaveText([copy.booking.dayPlaceholder, ...DAYS[locale]]);
    await expect(time.locator("option")).toHaveText([
      copy.booking.timePlaceholder,
      ...TIMES[locale],
    ]);
    expect(await valuesOf(day)).toEqual(["", ...DAY_VALUES]);
    expect(await valuesOf(time)).toEqual(["", ...TIME_VALUES]);
    await expect(booking.getByLabel(copy.booking.barber)).toHaveValue("");
    await expect(booking.getByText(copy.booking.demoNote)).toBeVisible();

    // Prices: Men's Cut first, "$32" in English and "32 $" in French, then the deals.
    const prices = page.getByRole("region", { name: copy.prices.title });
    await expect(prices.getByRole("article")).toHaveCount(3);
    for (const [i, card] of (["cut", "beard", "shave"] as const).entries()) {
      const article = prices.getByRole("article").nth(i);
      await expect(article.getByRole("heading", { level: 3 })).toHaveText(
        copy.prices.items[card].title,
      );
      await expect(article).toContainText(PRICES[locale][i]!);
      await expect(article).toContainText(copy.prices.items[card].note);
    }
    await expect(prices.getByText(copy.prices.deals.group)).toBeVisible();
    await expect(prices.getByText(copy.prices.deals.student)).toBeVisible();

    // Testimonials: three, each "5 out of 5" ("5 sur 5") to a screen reader, initials and place.
    const testimonials = page.getByRole("region", { name: copy.testimonials.title });
    await expect(testimonials.getByRole("figure")).toHaveCount(3);
    await expect(testimonials.getByRole("img", { name: RATING[locale], exact: true })).toHaveCount(
      3,
    );
    for (const item of copy.testimonials.items) {
      const card = testimonials.getByRole("figure").filter({ hasText: item.quote });
      await expect(card).toContainText(item.initials);
      await expect(card).toContainText(item.location);
    }

    // The contact footer: address, phone, e-mail, hours, established 2024, an honest social area.
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("142 Elm Street");
    await expect(
      footer.getByRole("link", { name: fill(copy.contact.callLabel, { phone: "(705) 555-0142" }) }),
    ).toHaveAttribute("href", "tel:+17055550142");
    await expect(
      footer.getByRole("link", {
        name: fill(copy.contact.writeLabel, { email: "book@cutdistrict-demo.ca" }),
      }),
    ).toHaveAttribute("href", "mailto:book@cutdistrict-demo.ca");
    const [days, hours] = HOURS[locale];
    await expect(footer.getByRole("listitem").filter({ hasText: days })).toHaveText(
      `${days} ${hours}`,
    );
    await expect(footer).toContainText(fill(copy.contact.established, { year: 2024 }));
    // The social profiles are the buyer's to fill in: named, linked nowhere, and it says so.
    await expect(footer.getByText(copy.contact.social.instagram)).toBeVisible();
    await expect(footer.getByRole("link", { name: /instagram|facebook/i })).toHaveCount(0);
    await expect(footer.getByText(copy.contact.social.note)).toBeVisible();
    // Every link in it leads somewhere.
    for (const href of await footer
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^(tel:|mailto:|#top$|\/(fr)?$)/);
    }
  });
}

test("REQUEST APPOINTMENT and Email for updates send nothing and say so plainly", async ({
  page,
}) => {
  await open(page);
  const booking = page.getByRole("form", { name: en.booking.title });
  await booking.getByLabel(en.booking.firstName).fill("Lee");
  await booking.getByLabel(en.booking.lastName).fill("Tremblay");
  await booking.getByLabel(en.booking.email).fill("lee@example.com");
  await booking.getByLabel(en.booking.phone).fill("705 555 0199");
  await booking.getByLabel(en.booking.day).selectOption("saturday");
  await booking.getByLabel(en.booking.time).selectOption("10:00");

  // Anything but the page's own code, styles, images and fonts would be something sent.
  const sent: string[] = [];
  page.on("request", (request) => {
    const type = request.resourceType();
    if (request.method() !== "GET" || !["script", "stylesheet", "image", "font"].includes(type))
      sent.push(`${request.method()} ${type} ${request.url()}`);
  });
  await booking.getByRole("button", { name: en.booking.submit }).click();

  const title = page.getByRole("heading", { name: en.booking.sent.title });
  await expect(title).toBeFocused();
  await expect(page.getByText(fill(en.booking.sent.text, { studio: STUDIO }))).toBeVisible();
  await expect(page.locator("#book dl dd")).toHaveText([
    "Saturday",
    "10:00 AM",
    en.booking.noPreference,
  ]);
  await expect(booking).toBeHidden();

  const updates = page.getByRole("form", { name: en.contact.updates.title });
  await updates.getByLabel(en.contact.updates.label).fill("lee@example.com");
  await updates.getByRole("button", { name: en.contact.updates.button }).click();
  await expect(updates.getByRole("status")).toHaveText(en.contact.updates.notice);

  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  expect(new URL(page.url()).search).toBe("");

  // The studio's call to action: its quote form, for a real booking site.
  await page.getByRole("button", { name: en.booking.sent.cta }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  // Back to the form, as it was left.
  await page.getByRole("button", { name: en.booking.sent.back }).click();
  await expect(booking.getByLabel(en.booking.firstName)).toBeFocused();
  await expect(booking.getByLabel(en.booking.firstName)).toHaveValue("Lee");
  await expect(booking.getByLabel(en.booking.day)).toHaveValue("saturday");
});

test('team: four barbers, 6 to 15 years; "Book with {name}" chooses that barber and scrolls to the form', async ({
  page,
}) => {
  await open(page);
  const team = page.getByRole("region", { name: en.team.title });
  await expect(team.getByRole("article")).toHaveCount(4);
  for (const [id, name, years] of [
    ["dre", "Dre Laforge", 15],
    ["nico", "Nico Moretti", 11],
    ["jay", "Jaylen Tremblay", 8],
    ["sam", "Sam Okafor", 6],
  ] as const) {
    const card = team.getByRole("article").filter({ hasText: name });
    await expect(card.getByText(fill(en.team.experience, { years }))).toBeVisible();
    // The barber's own picture: a monogram in the house style, named for that barber.
    await expect(card.getByRole("img")).toHaveAccessibleName(en.team.barbers[id].imageAlt);
    expect(en.team.barbers[id].imageAlt).toContain(name);
  }
  const barber = page.getByRole("form", { name: en.booking.title }).getByLabel(en.booking.barber);
  await team.getByRole("link", { name: fill(en.team.book, { name: "Jaylen" }) }).click();
  await expectUnderHeader(page, "book");
  await expect(barber).toHaveValue("jay");
  await expect(barber.locator("option:checked")).toHaveText("Jaylen Tremblay");

  await page.evaluate(() => window.scrollTo(0, 0));
  await team.getByRole("link", { name: fill(en.team.book, { name: "Sam" }) }).click();
  await expect(barber).toHaveValue("sam");
});

test("services: six cards with their SPEC price ranges; Learn More reveals the detail", async ({
  page,
}) => {
  await open(page);
  const services = page.getByRole("region", { name: en.services.title });
  const items = en.services.items;
  expect(Object.values(items).map((item) => `${item.title} ${item.price}`)).toEqual([
    "Classic Cut $30-40",
    "Fade & Lineup $35-45",
    "Hot Towel Shave $25-35",
    "Beard Sculpt $20-30",
    "Kid Cuts $25-35",
    "Grooming Products $15-50",
  ]);
  await expect(services.getByRole("article")).toHaveCount(6);
  for (const item of Object.values(items)) {
    await expect(services.getByRole("article").filter({ hasText: item.title })).toContainText(
      item.price,
    );
  }

  // A native disclosure: it opens even before the page's code has run.
  const card = services.getByRole("article").filter({ hasText: items.fade.title });
  const learnMore = card.locator("summary");
  await expect(learnMore).toHaveText(
    `${en.services.learnMore} ${fill(en.services.learnMoreAbout, { service: items.fade.title })}`,
  );
  const detail = services.getByText(items.fade.detail);
  await expect(card.locator("details")).not.toHaveAttribute("open");
  await expect(detail).toBeHidden();
  await learnMore.click();
  await expect(card.locator("details")).toHaveAttribute("open", "");
  await expect(detail).toBeVisible();
  const panel = card.locator("details > div");
  await expect(panel).toContainText(fill(en.services.duration, { duration: items.fade.duration }));
  await expect(panel.getByRole("listitem")).toHaveText([...items.fade.includes]);
  await learnMore.click();
  await expect(detail).toBeHidden();
});

test("a section below the fold hydrates in place once its code has arrived, without the visitor nearing it", async ({
  page,
}) => {
  await open(page);
  const hydrated = (locator: Locator) =>
    locator.evaluate((element) =>
      Object.keys(element).some((key) => key.startsWith("__reactFiber")),
    );
  const gallery = page.getByRole("region", { name: en.gallery.title });
  const served = await gallery.elementHandle();
  await expect.poll(() => hydrated(gallery)).toBe(true);
  expect(await served?.evaluate((element) => element.isConnected)).toBe(true);
});

test("gallery: six original images from this site, each with its alt text", async ({ page }) => {
  await open(page);
  const gallery = page.getByRole("region", { name: en.gallery.title });
  const images = gallery.getByRole("img");
  await expect(images).toHaveCount(6);
  for (const item of Object.values(en.gallery.items)) {
    await expect(gallery.getByRole("img", { name: item.alt })).toHaveAttribute(
      "src",
      /^\/assets\/gallery-[\w-]+\.svg$/,
    );
  }
  await gallery.scrollIntoViewIfNeeded();
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
});
