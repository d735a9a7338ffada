import { galleryCardsEn } from "../../app/gallery/content/gallery-cards.en";
/**
 * The Content-Security-Policy with the site's dialogs open (SECURITY.md §4, "CSP clean"):
 * smoke.spec.ts scans every page as it loads, but a dialog's code, styles and frames only
 * arrive when it opens. Each dialog is opened in turn on its page, and no frame of the page
 * may have reported a violation meanwhile: the welcome overlay, the quote form, the admin
 * log-in and dashboard (studio home), and the gallery's preview and compare dialogs, whose
 * frames show template sites. Copy comes from the content modules, but the quote form's
 * "New Website", "Next" and "Business Name", literal as in quote.spec.ts (SPEC.md fixes them).
 */
import type { Locator, Page } from "@playwright/test";
import { adminEn } from "../../app/admin/content/admin.en";
import { galleryDialogsEn } from "../../app/gallery/content/gallery-dialogs.en";
import { galleryEn } from "../../app/gallery/content/gallery.en";
import { commonEn } from "../../app/i18n/common.en";
import { quoteEn } from "../../app/quote/content/quote.en";
import { homeEn } from "../../app/studio/content/home.en";
import { miningGalleryEn } from "../../app/templates/mining/content/gallery.en";
import { welcomeEn } from "../../app/welcome/content/welcome.en";
import { ADMIN_PASSWORD } from "./admin-helpers";
import { fill } from "./copy";
import { cspViolations, expect, test } from "./fixtures";

/** Waits until every frame in `dialog` shows its page's heading, so the frames' loads are over. */
async function framesShown(dialog: Locator) {
  const frames = dialog.locator("iframe");
  await expect(frames.first()).toBeAttached();
  for (let i = 0; i < (await frames.count()); i += 1) {
    await expect(frames.nth(i).contentFrame().locator("h1").first()).toBeAttached();
  }
}

/** The violations so far, by directive and blocked URL (enough to say what to fix). */
const violations = async (page: Page) =>
  (await cspViolations(page)).map((v) => `${v.directive} ${v.blockedURI} (${v.documentURI})`);

test("no CSP violation with any of the site's dialogs open", async ({ page }) => {
  // Studio home: the first-visit overlay opens 2 s after load.
  await page.clock.install();
  await page.goto("/");
  await page.clock.runFor(2_000);
  const welcome = page.getByRole("dialog", { name: welcomeEn.title });
  await expect(welcome).toBeVisible();
  expect(await violations(page), "welcome overlay").toEqual([]);
  await welcome.getByRole("button", { name: welcomeEn.dismiss }).click();
  await expect(welcome).toBeHidden();

  await page.getByRole("button", { name: homeEn.hero.getStarted }).click();
  const quote = page.getByRole("dialog", { name: quoteEn.title });
  await expect(quote).toBeVisible();
  await quote.getByText("New Website").click();
  await quote.getByRole("button", { name: "Next" }).click();
  await expect(quote.getByRole("textbox", { name: "Business Name" })).toBeVisible();
  expect(await violations(page), "quote form").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(quote).toBeHidden();

  await page.getByRole("contentinfo").getByRole("button", { name: commonEn.admin.control }).click();
  const login = page.getByRole("dialog", { name: adminEn.login.title });
  await expect(login).toBeVisible();
  expect(await violations(page), "admin log-in").toEqual([]);
  await login.getByLabel(adminEn.login.password).fill(ADMIN_PASSWORD);
  await login.getByRole("button", { name: adminEn.login.submit }).click();
  const dashboard = page.getByRole("dialog", { name: adminEn.dashboard.title });
  await expect(dashboard).toBeVisible();
  expect(await violations(page), "admin dashboard").toEqual([]);

  // Gallery: a template's preview, then the compare drawer with it (a tablet and a phone frame).
  await page.goto("/templates");
  const title = miningGalleryEn.title;
  await page
    .getByRole("button", { name: fill(galleryCardsEn.card.previewLabel, { title }) })
    .click();
  const preview = page.getByRole("dialog", {
    name: fill(galleryDialogsEn.preview.title, { title }),
  });
  await framesShown(preview);
  expect(await violations(page), "preview").toEqual([]);
  await page.keyboard.press("Escape");
  await expect(preview).toBeHidden();

  await page
    .getByRole("button", { name: fill(galleryCardsEn.card.compareLabel, { title }) })
    .first()
    .click();
  await page.getByRole("button", { name: fill(galleryEn.compare.open, { count: 1 }) }).click();
  const compare = page.getByRole("dialog", { name: galleryDialogsEn.compare.title });
  await framesShown(compare);
  expect(await violations(page), "compare").toEqual([]);
});
