/**
 * The runtime translation helper (SPEC §5, §7, §9; app/translate/): on a
 * French page, the owner's English edits (that have no French edit) are
 * translated by the configured service, which these tests fake at the
 * network boundary (the test build points VITE_TRANSLATE_URL at it).
 */
import type { ConsoleMessage, Page } from "@playwright/test";
import { commonFr } from "../../app/i18n/common.fr";
import { homeFr } from "../../app/studio/content/home.fr";
import { cspViolations, expect, test } from "./fixtures";
import { fakeTranslationService, storeEnglishEdits, TRANSLATE_URL } from "./translate-helpers";

const EDITS = {
  "home.hero": {
    eyebrow: "Web studio in Greater Sudbury",
    title: "Websites for the North, built to be found fast",
    // Skipped by the rules: a phone number and an e-mail read the same in French.
    proof: "(705) 555-0199",
    tagline: "hello@nickelandpine.ca",
    // An attribute: the illustration's accessible name.
    artLabel: "Illustration: hills under the northern lights",
  },
  "home.pillars": { title: "Three things a good site earns you" },
  // An attribute with a slot: the call button's title.
  "home.ready": { scheduleLabel: "Call {phone} to book a visit" },
};
const TRANSLATED = [
  EDITS["home.hero"].eyebrow,
  EDITS["home.hero"].title,
  EDITS["home.hero"].artLabel,
  EDITS["home.pillars"].title,
  EDITS["home.ready"].scheduleLabel,
];

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

/** Console errors of the page, as text. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** Milliseconds since navigation when the page became French, as the page itself tells. */
const hydratedAt = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName("hydrated")[0]?.startTime ?? NaN);

test.describe("with the owner's English edits stored", () => {
  test.beforeEach(async ({ page }) => {
    await storeEnglishEdits(page, EDITS);
    await page.addInitScript(() => {
      // When the page became interactive (the root marks <html data-hydrated>).
      const check = () => {
        if (document.documentElement?.dataset.hydrated) performance.mark("hydrated");
        else setTimeout(check, 5);
      };
      check();
    });
  });

  test("French pages show English edits translated, with SPEC §7's request at SPEC §9's pace", async ({
    page,
    blockedRequests,
  }) => {
    const calls = await fakeTranslationService(page);
    await page.goto("/fr");

    // The English edits show first (the original), then their translation; the rest stays French.
    await expect(h1(page)).toHaveText(`FR ${EDITS["home.hero"].title}`, { timeout: 10_000 });
    await expect(page.getByText(`FR ${EDITS["home.hero"].eyebrow}`)).toBeVisible();
    await expect(
      page.getByRole("heading", { name: `FR ${EDITS["home.pillars"].title}` }),
    ).toBeVisible();
    await expect(
      page.getByRole("img", { name: `FR ${EDITS["home.hero"].artLabel}` }),
    ).toBeVisible();
    await expect(page.locator('[title="FR Call (705) 555-0142 to book a visit"]')).toHaveCount(1);
    await expect(page.getByRole("button", { name: homeFr.hero.getStarted })).toBeVisible();
    // Skipped: the phone number and the e-mail show as edited, untranslated.
    const main = page.locator("#main");
    await expect(main.getByText(EDITS["home.hero"].proof, { exact: true })).toBeVisible();
    await expect(main.getByText(EDITS["home.hero"].tagline, { exact: true })).toBeVisible();

    // One request per text, in the shape of SPEC §7, and no key (it stays on the server).
    expect(calls.map((call) => call.body.q).sort()).toEqual([...TRANSLATED].sort());
    for (const call of calls) {
      expect(call.body).toEqual({ q: call.body.q, target: "fr", format: "text" });
      expect(call.url).toBe(TRANSLATE_URL);
    }
    // 2 s after the page turned French; 2 elements per batch, 150 ms apart, 500 ms between batches.
    const start = await hydratedAt(page);
    const times = calls.map((call) => call.at);
    expect(times[0]! - start).toBeGreaterThanOrEqual(2000);
    const gaps = times.slice(1).map((at, i) => at - times[i]!);
    expect(gaps.filter((gap) => gap >= 500 - 20).length).toBeGreaterThanOrEqual(2);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(150 - 20);
    expect(blockedRequests).toEqual([]);
    // The service's origin is in connect-src, from the build (build/csp.json).
    expect(await cspViolations(page)).toEqual([]);
  });

  test("switching back to English restores every original text and attribute, and stops", async ({
    page,
  }) => {
    const calls = await fakeTranslationService(page);
    await page.goto("/fr");
    await expect(h1(page)).toHaveText(`FR ${EDITS["home.hero"].title}`, { timeout: 10_000 });

    await page.getByTestId("language-toggle").first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(h1(page)).toHaveText(EDITS["home.hero"].title);
    await expect(page.getByText(EDITS["home.hero"].eyebrow, { exact: true })).toBeVisible();
    await expect(page.getByRole("img", { name: EDITS["home.hero"].artLabel })).toBeVisible();
    await expect(page.locator('[title="Call (705) 555-0142 to book a visit"]')).toHaveCount(1);
    await expect(page.getByText(/^FR /)).toHaveCount(0);
    const made = calls.length;
    await page.waitForTimeout(2500);
    expect(calls.length).toBe(made);
  });

  test("translations are text only: an answer holding HTML stays inert", async ({ page }) => {
    await fakeTranslationService(page, (text) => ({
      translatedText: `<img src=x onerror="window.__injected=1"><b>${text}</b>`,
    }));
    await page.goto("/fr");
    await expect(h1(page)).toContainText(`<b>${EDITS["home.hero"].title}</b>`, { timeout: 10_000 });
    await expect(h1(page).locator("img, b")).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as { __injected?: number }).__injected),
    ).toBeUndefined();
  });

  test("a failing service keeps the original and logs why", async ({ page }) => {
    const errors = consoleErrors(page);
    const calls = await fakeTranslationService(page, () => ({ status: 503 }));
    await page.goto("/fr");
    await expect.poll(() => calls.length, { timeout: 10_000 }).toBe(TRANSLATED.length);
    await expect(h1(page)).toHaveText(EDITS["home.hero"].title);
    await expect
      .poll(() => errors.filter((e) => e.includes("Translation API error: 503")).length)
      .toBe(TRANSLATED.length);
  });

  test("a request that hangs is abandoned: the page stays usable and the next text is translated", async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const title = EDITS["home.hero"].title;
    const calls = await fakeTranslationService(page, (text) =>
      text === title ? "hang" : { translatedText: `FR ${text}` },
    );
    await page.goto("/fr");
    await expect
      .poll(() => calls.some((call) => call.body.q === title), { timeout: 10_000 })
      .toBe(true);
    // Usable meanwhile.
    await expect(page.getByRole("button", { name: homeFr.hero.getStarted })).toBeEnabled();
    await expect(h1(page)).toHaveText(title);
    // Abandoned after its timeout; the texts after it are translated, the hung one stays English.
    await expect(
      page.getByRole("heading", { name: `FR ${EDITS["home.pillars"].title}` }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(h1(page)).toHaveText(title);
    expect(errors.some((e) => /Translation failed/.test(e))).toBe(true);
  });

  test("translated sections unmount and render again without an error, from the session's cache", async ({
    page,
    pageErrors,
  }) => {
    const errors = consoleErrors(page);
    const calls = await fakeTranslationService(page);
    await page.goto("/fr");
    await expect(h1(page)).toHaveText(`FR ${EDITS["home.hero"].title}`, { timeout: 10_000 });
    await expect.poll(() => calls.length).toBe(TRANSLATED.length);
    await expect(page.locator('[title="FR Call (705) 555-0142 to book a visit"]')).toHaveCount(1);
    const made = calls.length;

    // Away (the home's sections unmount) and back (they render again), in the app.
    await page
      .getByRole("navigation")
      .getByRole("link", { name: commonFr.nav.process })
      .first()
      .click();
    await expect(page).toHaveURL(/\/fr\/process$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(h1(page)).toHaveText(`FR ${EDITS["home.hero"].title}`);
    // And after a reload: the translations come from the session, with no new request.
    await page.reload();
    await expect(h1(page)).toHaveText(`FR ${EDITS["home.hero"].title}`);
    await page.waitForTimeout(2500);
    expect(calls.length).toBe(made);
    expect(pageErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test("with no English edit, a French page loads none of the helper's code and sends nothing", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/fr");
  await expect(h1(page)).toHaveText(homeFr.hero.title);
  await page.waitForTimeout(2500);
  expect(requested.filter((url) => url.startsWith(TRANSLATE_URL))).toEqual([]);
  expect(requested.filter((url) => /start-translator/.test(url))).toEqual([]);
});
