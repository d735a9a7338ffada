import { galleryCardsEn } from "../../app/gallery/content/gallery-cards.en";
/**
 * Faults a visitor's browser, the network or the server can throw at the site
 * (issue 15, SECURITY.md §4 "Reliability goals"): blocked or garbage storage,
 * a lazy chunk that fails once, every way the e-mail service can fail, and the
 * server restarting mid-visit.
 * Waiting is done with the page's clock, never with sleeps.
 */
import type { Page } from "@playwright/test";
import { galleryDialogsEn } from "../../app/gallery/content/gallery-dialogs.en";
import { galleryEn } from "../../app/gallery/content/gallery.en";
import { commonEn } from "../../app/i18n/common.en";
import { commonFr } from "../../app/i18n/common.fr";
import { STORAGE_KEYS } from "../../app/lib/storage-keys";
import { homeEn } from "../../app/studio/content/home.en";
import { homeFr } from "../../app/studio/content/home.fr";
import { cutHomeEn } from "../../app/templates/cut-district/content/home.en";
import { cutHomeSectionsEn } from "../../app/templates/cut-district/content/home-sections.en";
import { welcomeEn } from "../../app/welcome/content/welcome.en";
import { fill } from "./copy";
import { expect, test } from "./fixtures";
import { HOME_TITLE } from "./mining-helpers";
import { relayTo } from "./server-relay";
import {
  ANSWERS,
  fillQuote,
  openQuoteHere,
  QUOTE_COPY,
  SEND,
  takeYourTime,
  type QuoteLocale,
  withoutLeadServer,
} from "./quote-helpers";

// What is under test is the faults, not the motion: dialogs and overlays open without animating.
test.use({ reducedMotion: "reduce" });

const { quote: quoteEn } = QUOTE_COPY.en;
const MINING = "Modern Mining";

/**
 * The studio's home, the quote form through to a sent request, the gallery
 * with a preview, and a template site: each works, with no uncaught error
 * (the fixtures fail the test on any `pageerror`).
 */
async function visitEverything(page: Page) {
  await page.route(SEND, (route) => route.fulfill({ status: 200, body: "OK" }));
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeEn.hero.title);
  // Nothing readable says it was seen: the welcome comes, and goes when dismissed.
  await page.clock.fastForward(2000);
  await page.getByRole("button", { name: welcomeEn.dismiss }).click();
  await expect(page.getByRole("dialog", { name: welcomeEn.title })).toBeHidden();

  const dialog = await openQuoteHere(page);
  await fillQuote(page);
  await takeYourTime(page);
  await dialog.getByRole("button", { name: quoteEn.actions.submit }).click();
  await expect(dialog.getByRole("heading", { name: quoteEn.success.title })).toBeVisible();
  await page.clock.fastForward(2000);
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: commonEn.nav.viewTemplates }).first().click();
  await expect(page).toHaveURL(/\/templates$/);
  await page
    .getByRole("button", { name: fill(galleryCardsEn.card.previewLabel, { title: MINING }) })
    .click();
  const preview = page.getByRole("dialog", {
    name: fill(galleryDialogsEn.preview.title, { title: MINING }),
  });
  await expect(
    preview.frameLocator("iframe").getByRole("heading", { level: 1, name: HOME_TITLE.en }),
  ).toBeVisible();
  await preview.getByRole("button", { name: galleryDialogsEn.preview.close }).click();
  await expect(preview).toBeHidden();

  await page.goto("/templates/cut-district");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(cutHomeEn.hero.title);
}

test.describe("browser storage", () => {
  test("blocked on every access (private browsing): every part of the site still works", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      for (const name of ["localStorage", "sessionStorage"]) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      }
    });
    await visitEverything(page);
  });

  test("holding garbage in every key: every part of the site still works", async ({ page }) => {
    const huge = "x".repeat(1_000_000);
    const garbage = [
      "{not json",
      '{"__proto__":{"polluted":1},"step":"3","email":42}',
      "[]",
      "null",
      "9".repeat(15),
      "-1",
      "<img src=x onerror=window.__x=1>",
      "true\u0000",
      huge,
    ];
    // Chosen on purpose for the keys where a plausible-looking value could do harm.
    const targeted: Record<string, string> = {
      [STORAGE_KEYS.leadThrottle]: "9".repeat(15), // a "last send" in the year 33658
      [STORAGE_KEYS.quoteDraft]: '{"step":3,"projectType":7,"email":["a"],"savedAt":"now"}',
      [STORAGE_KEYS.language]: "<script>",
      [STORAGE_KEYS.copyEdits]: huge,
    };
    const seeds = Object.values(STORAGE_KEYS).map((key, i): [string, string] => [
      key,
      targeted[key] ?? garbage[i % garbage.length]!,
    ]);
    await page.addInitScript((seeds) => {
      for (const [key, value] of seeds) {
        for (const store of [localStorage, sessionStorage]) {
          try {
            store.setItem(key, value);
          } catch {
            // Over quota: the next key still gets its garbage.
          }
        }
      }
    }, seeds);
    await visitEverything(page);
    expect(await page.evaluate(() => "__x" in window || "polluted" in {})).toBe(false);
  });
});

/** The studio's phone and e-mail (site.config.ts reads import.meta.env, so they stay literal). */
const STUDIO = { phone: "(705) 555-0142", email: "hello@nickelandpine.ca" };

/** How the e-mail service fails, once, and which of the form's messages says so. */
const SEND_FAULTS: {
  name: string;
  fault: number | "network error" | "no answer";
  message: keyof typeof quoteEn.failure;
  locale: QuoteLocale;
}[] = [
  { name: "400 Bad Request", fault: 400, message: "generic", locale: "en" },
  { name: "403 Forbidden", fault: 403, message: "blocked", locale: "fr" },
  { name: "412 Precondition Failed", fault: 412, message: "generic", locale: "fr" },
  { name: "429 Too Many Requests", fault: 429, message: "throttled", locale: "en" },
  { name: "451 Unavailable For Legal Reasons", fault: 451, message: "blocked", locale: "en" },
  { name: "500 Internal Server Error", fault: 500, message: "generic", locale: "en" },
  { name: "network error", fault: "network error", message: "generic", locale: "fr" },
  { name: "request that never answers", fault: "no answer", message: "timeout", locale: "en" },
];

/** The answers of a visitor who reached step 3, as the form stores them (app/lib/lead/draft.ts). */
function storeDraft(page: Page) {
  return page.addInitScript(
    ({ key, answers }) => {
      const draft = {
        step: 3,
        projectType: "new-website",
        businessName: answers.businessName,
        industry: "construction",
        otherIndustry: "",
        email: answers.email,
        phone: answers.phone,
        savedAt: Date.now(),
      };
      window.sessionStorage.setItem(key, JSON.stringify(draft));
      window.localStorage.setItem("hasSeenWelcome", "true");
    },
    { key: STORAGE_KEYS.quoteDraft, answers: ANSWERS },
  );
}

test.describe("the e-mail service fails once", () => {
  for (const { name, fault, message, locale } of SEND_FAULTS) {
    test(`${name}: told in ${locale === "en" ? "English" : "French"}, answers kept, "Try again" sends`, async ({
      page,
    }) => {
      const { quote, home } = QUOTE_COPY[locale];
      await withoutLeadServer(page);
      let calls = 0;
      await page.route(SEND, (route) => {
        calls += 1;
        if (calls > 1) return route.fulfill({ status: 200, body: "OK" });
        if (fault === "network error") return route.abort("connectionreset");
        if (fault === "no answer") return; // never answered: the form must give up on its own
        return route.fulfill({ status: fault, body: "refused" });
      });
      await storeDraft(page);
      await page.clock.install();
      await page.goto(home);
      const dialog = await openQuoteHere(page, locale);
      await takeYourTime(page);
      await dialog.getByRole("button", { name: quote.actions.submit }).click();
      if (fault === "no answer") {
        // Once the request is out, 15 s is the form's own limit for an answer (app/lib/lead/send.ts).
        await expect.poll(() => calls).toBe(1);
        await page.clock.fastForward(15_000);
      }

      const alert = dialog.getByRole("alert");
      await expect(alert).toContainText(quote.failure.title);
      await expect(alert).toContainText(fill(quote.failure[message], STUDIO));
      await expect(dialog.getByRole("textbox", { name: quote.fields.email })).toHaveValue(
        ANSWERS.email,
      );
      await expect(dialog.getByRole("textbox", { name: quote.fields.phone })).toHaveValue(
        ANSWERS.phone,
      );

      // Sends stay 30 s apart (SECURITY.md T8): the visitor tries again after that.
      await page.clock.fastForward(30_000);
      await alert.getByRole("button", { name: quote.failure.retry }).click();
      await expect(dialog.getByRole("heading", { name: quote.success.title })).toBeVisible();
      expect(calls).toBe(2);
    });
  }
});

test.describe("a lazily loaded part of the page", () => {
  const QUOTE_CHUNK = /\/assets\/QuoteModal-[\w-]+\.js$/;

  test("whose download fails once is fetched again, without a reload", async ({ page }) => {
    let downloads = 0;
    await page.route(QUOTE_CHUNK, (route) => {
      downloads += 1;
      return downloads === 1 ? route.abort("connectionreset") : route.continue();
    });
    await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
    await page.clock.install();
    await page.goto("/");
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole("button", { name: homeEn.hero.getStarted }).click();
    await page.clock.fastForward(1000); // the retry waits 1 s (loadChunk in app/lib/retry.ts)
    await expect(page.getByRole("dialog", { name: quoteEn.title })).toBeVisible();
    expect(downloads).toBe(2);
    expect(await page.evaluate(() => "__samePage" in window)).toBe(true);
  });

  test("whose download keeps failing says so in the visitor's language, with a reload", async ({
    page,
  }) => {
    await page.route(QUOTE_CHUNK, (route) => route.abort("connectionreset"));
    await page.addInitScript((key) => {
      window.localStorage.setItem("hasSeenWelcome", "true");
      // The page reloaded for a missing file a moment ago: it does not reload again by itself.
      window.sessionStorage.setItem(key, String(Date.now()));
    }, STORAGE_KEYS.preloadReloadAt);
    await page.clock.install();
    await page.goto("/fr");
    await page.getByRole("button", { name: homeFr.hero.getStarted }).click();
    await page.clock.fastForward(1000);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(commonFr.loadFailed.title);
    await expect(alert).toContainText(commonFr.loadFailed.text);
    // The page around it still works.
    await expect(
      page.getByRole("link", { name: commonFr.nav.viewTemplates }).first(),
    ).toBeVisible();
    const reloaded = page.waitForEvent("load");
    await alert.getByRole("button", { name: commonFr.error.reload }).click();
    await reloaded;
  });
});

test.describe("a lazily loaded section of a prerendered page", () => {
  // React reports the failed hydration it recovered from (error 520) as an uncaught error.
  test.use({ failOnPageError: false });
  const SERVICES_CHUNK = /\/assets\/cut-district-CutServices-[\w-]+\.js$/;
  const services = (page: Page) =>
    page.getByRole("region", { name: cutHomeSectionsEn.services.title });

  test("whose download fails once is fetched again and hydrates in place", async ({ page }) => {
    let downloads = 0;
    await page.route(SERVICES_CHUNK, (route) => {
      downloads += 1;
      return downloads === 1 ? route.abort("connectionreset") : route.continue();
    });
    await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
    await page.goto("/templates/cut-district");
    const served = await services(page).elementHandle();
    await expect.poll(() => downloads).toBe(2);
    await expect
      .poll(() =>
        services(page).evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith("__reactFiber")),
        ),
      )
      .toBe(true);
    expect(await served?.evaluate((element) => element.isConnected)).toBe(true);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("whose download keeps failing keeps its content until then, then offers a reload, never a blank", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const failing = new Promise<void>((resolve) => (release = resolve));
    await page.route(SERVICES_CHUNK, async (route) => {
      await failing;
      await route.abort("connectionreset");
    });
    await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
    await page.goto("/templates/cut-district");
    // While its code is on its way, the section is the server's, whole.
    await expect(services(page).getByRole("article")).toHaveCount(6);
    await expect(
      services(page).getByRole("heading", { name: cutHomeSectionsEn.services.items.fade.title }),
    ).toBeVisible();

    release();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(commonEn.loadFailed.title);
    // The page around it still works.
    await expect(page.getByRole("region", { name: cutHomeEn.team.title })).toBeVisible();
    const reloaded = page.waitForEvent("load");
    await alert.getByRole("button", { name: commonEn.error.reload }).click();
    await reloaded;
  });
});

test("the welcome overlay shows even when the early load of its code failed, without a reload", async ({
  page,
}) => {
  // The early load hangs until the overlay is due and waiting for it, then fails, and so does
  // its one retry; the overlay loads its code again.
  let downloads = 0;
  let releaseFirst = () => {};
  const firstHeld = new Promise<void>((go) => (releaseFirst = go));
  await page.route(/\/assets\/WelcomeOverlay-[\w-]+\.js$/, async (route) => {
    downloads += 1;
    if (downloads === 1) await firstHeld;
    return downloads <= 2 ? route.abort("connectionreset") : route.continue();
  });
  await page.addInitScript((key) => {
    // The page reloaded for a missing file a moment ago: it does not reload again by itself.
    window.sessionStorage.setItem(key, String(Date.now()));
  }, STORAGE_KEYS.preloadReloadAt);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await expect.poll(() => downloads).toBe(1);
  await page.waitForTimeout(2_500); // the overlay is due 2 s after start-up
  expect(downloads).toBe(1);
  releaseFirst();
  await expect(page.getByRole("dialog", { name: welcomeEn.title })).toBeVisible({
    timeout: 10_000,
  });
  expect(downloads).toBe(3);
  expect(await page.evaluate(() => "__samePage" in window)).toBe(true);
});

test("the server going away and coming back mid-visit loses nothing", async ({ page, baseURL }) => {
  const server = await relayTo(new URL(baseURL!));
  try {
    await page.addInitScript(() => {
      try {
        window.localStorage.setItem("hasSeenWelcome", "true");
      } catch {
        // The browser's own "can't reach this page" document has no storage.
      }
    });
    await page.goto(`${server.origin}/`);
    const dialog = await openQuoteHere(page);
    await fillQuote(page);
    // The draft is saved as the visitor types (SECURITY.md §4: within 300 ms).
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.quoteDraft))
      .toContain(ANSWERS.phone);
    await dialog.getByRole("button", { name: quoteEn.close }).click();

    await server.stop();
    // A visitor moving on meanwhile gets the browser's "can't reach this page".
    await expect(page.goto(`${server.origin}/templates`)).rejects.toThrow();
    await page.waitForURL(/^chrome-error:/);
    await server.start();

    // Pages are static files: the next visit finds them as before.
    await page.goto(`${server.origin}/templates`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(galleryEn.title);
    // The draft lives in the tab, not on the server.
    await page.goto(`${server.origin}/`);
    await openQuoteHere(page);
    await expect(dialog.getByRole("textbox", { name: quoteEn.fields.email })).toHaveValue(
      ANSWERS.email,
    );
    await expect(dialog.getByRole("textbox", { name: quoteEn.fields.phone })).toHaveValue(
      ANSWERS.phone,
    );
  } finally {
    await server.stop();
  }
});
