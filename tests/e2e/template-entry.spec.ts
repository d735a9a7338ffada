import { galleryCardsEn } from "../../app/gallery/content/gallery-cards.en";
import { systemEn } from "../../app/i18n/system.en";
import { templateEntryEn } from "../../app/templates/content/entry.en";
import { cutDistrictGalleryEn } from "../../app/templates/cut-district/content/gallery.en";
import { cutHomeEn } from "../../app/templates/cut-district/content/home.en";
import { miningHomeEn as miningHomeEnFirstScreen } from "../../app/templates/mining/content/home.en";
import { miningHomeSectionsEn } from "../../app/templates/mining/content/home-sections.en";
import { fill } from "./copy";
import { expect, test } from "./fixtures";

/** The page's copy: its first screen and its later sections. */
const miningHomeEn = { ...miningHomeEnFirstScreen, ...miningHomeSectionsEn };

/*
 * Expected copy comes from the content modules. The template entry's states that SPEC.md §2.9
 * and §8 fix word for word stay literal on purpose, as the contract under test: "Loading
 * template...", "Template not found", "Redirecting to {title}...", "click here" and the
 * "Failed to load template" log.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
});

test("a card's Open link enters the template and stores its context", async ({ page }) => {
  await page.goto("/templates");
  await page
    .getByRole("link", {
      name: fill(galleryCardsEn.card.openLabel, { title: cutDistrictGalleryEn.title }),
    })
    .click();
  await expect(page).toHaveURL(/\/templates\/cut-district$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(cutHomeEn.hero.title);
  expect(await page.evaluate(() => sessionStorage.getItem("templateContext"))).toBe("cut-district");
});

/** The view an unknown slug shows, the mining home in its chrome (app/templates/fallback-view.ts). */
const MINING_HOME_CHUNK = /\/assets\/mining-MiningHomeView-[\w-]+\.js$/;

test("the loading state is shown while a slow view downloads", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(MINING_HOME_CHUNK, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto("/");
  await page.evaluate(() => {
    window.history.pushState({}, "", "/templates/no-such-template");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page.getByRole("heading", { name: "Loading template..." })).toBeVisible();
  expect(requested).toBe(true);
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(miningHomeEn.hero.title);
  expect(await page.evaluate(() => sessionStorage.getItem("templateContext"))).toBe("mining");
});

test("each slug stores its template context", async ({ page }) => {
  for (const [slug, context] of [
    ["modern-mining", "mining"],
    ["premium-construction", "construction"],
    ["robot-template", "robot"],
  ]) {
    await page.goto(`/templates/${slug}`);
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("templateContext")))
      .toBe(context);
  }
});

test("an unknown slug falls back to the mining view", async ({ page }) => {
  await page.goto("/templates/no-such-template");
  await expect(page.getByRole("heading", { name: "Template not found" })).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("templateContext")))
    .toBe("mining");
});

test("a registry slug without a module shows 'Template not found' and logs it", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto("/templates/e2e-missing");
  await expect(page.getByRole("heading", { name: "Template not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: templateEntryEn.backToGallery })).toHaveAttribute(
    "href",
    "/templates",
  );
  expect(errors.some((text) => text.includes("Failed to load template"))).toBe(true);
});

test("a view that keeps failing to load is retried, then 'Template not found'", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors: string[] = [];
  let attempts = 0;
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.route(MINING_HOME_CHUNK, (route) => {
    attempts += 1;
    return route.abort();
  });
  await page.clock.install();
  await page.goto("/");
  await page.evaluate(() => {
    window.history.pushState({}, "", "/templates/no-such-template");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  // The retries wait 1, 2 and 4 s (lib/retry.ts): the page's clock jumps over those waits.
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(page.getByRole("heading", { name: "Template not found" })).toBeVisible({
      timeout: 250,
    });
  }).toPass({ intervals: [100], timeout: 20_000 });
  expect(errors.some((text) => text.includes("Failed to load template"))).toBe(true);
  // At least the first download and its three retries (SPEC §7); a reload for a stale
  // deploy (app/ui/stale-deploy.ts) may add its own.
  expect(attempts).toBeGreaterThanOrEqual(4);
});

test("a registry-held external address redirects, with a 'click here' fallback", async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("https://demo.example.com/**", async (route) => {
    await held;
    await route.fulfill({
      contentType: "text/html",
      body: "<title>Aurora</title><h1>Aurora demo</h1>",
    });
  });
  await page.goto("/templates/e2e-external");
  await expect(
    page.getByRole("heading", { name: "Redirecting to Aurora External Demo..." }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "click here" })).toHaveAttribute(
    "href",
    "https://demo.example.com/aurora/",
  );
  release();
  await expect(page).toHaveURL("https://demo.example.com/aurora/");
  await expect(page.getByRole("heading", { name: "Aurora demo" })).toBeVisible();
});

test("a javascript: address is refused: no redirect, 'Template not found'", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto("/templates/e2e-unsafe?url=https://evil.example");
  await expect(page.getByRole("heading", { name: "Template not found" })).toBeVisible();
  await expect(page).toHaveURL(/\/templates\/e2e-unsafe/);
  expect(dialogs).toEqual([]);
});

test("an address in the query is never followed: 404, and no request leaves for it", async ({
  page,
  blockedRequests,
}) => {
  const evil: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("evil.example")) evil.push(request.url());
  });
  const response = await page.goto("/templates/nope/open?url=https://evil.example");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: systemEn.notFound.title })).toBeVisible();
  await expect(page).toHaveURL(/\/templates\/nope\/open\?url=/);
  expect(evil).toEqual([]);
  expect(blockedRequests).toEqual([]);
});

test("a file that fails again (a stale deploy) reloads the page once, never in a loop", async ({
  page,
}) => {
  await page.goto("/process");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  let loads = 0;
  page.on("load", () => (loads += 1));
  /** Vite's event for a failed download of `file`; true when the page took it (to reload). */
  const fail = (file: string) =>
    page.evaluate((file) => {
      const event = Object.assign(new Event("vite:preloadError", { cancelable: true }), {
        payload: new TypeError(`Failed to fetch dynamically imported module: ${file}`),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    }, file);
  // A first failure is left to the code that asked for the file, which tries once more.
  expect(await fail("/assets/a-1.js")).toBe(false);
  expect(await fail("/assets/b-2.js")).toBe(false);
  expect(loads).toBe(0);
  // The same file failing again is most likely gone: the page reloads for the new build.
  expect(await fail("/assets/a-1.js")).toBe(true);
  await expect.poll(() => loads).toBe(1);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Within the minute the page declines: it neither takes the event (which is what
  // asks Vite not to throw) nor reloads.
  expect(await fail("/assets/a-1.js")).toBe(false);
  expect(await fail("/assets/a-1.js")).toBe(false);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(loads).toBe(1);
});

test.describe("the fallback for an unknown slug", () => {
  for (const prefix of ["", "/fr"]) {
    test(`${prefix || "en"}: the mining view's title and description, noindex, canonical to mining`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/templates/modern-mining`);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(title).not.toContain("Template not found");
      expect(description).toBeTruthy();

      await page.goto(`${prefix}/templates/unknown-slug`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        description!,
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`^https?://[^/]+${prefix}/templates/modern-mining$`),
      );
    });
  }
});
