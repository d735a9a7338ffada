import { commonEn } from "../../app/i18n/common.en";
import { commonFr } from "../../app/i18n/common.fr";
import { quoteEn } from "../../app/quote/content/quote.en";
import { homeEn } from "../../app/studio/content/home.en";
import { homeFr } from "../../app/studio/content/home.fr";
import { processFr } from "../../app/studio/content/process.fr";
import { welcomeEn } from "../../app/welcome/content/welcome.en";
import { containing } from "./copy";
import { expect, test } from "./fixtures";

/*
 * Expected copy comes from the content modules. The toggle's FR and EN, and "Get Started", which
 * SPEC.md §2.3 fixes word for word, stay literal on purpose: they are the contract under test.
 * So does the step number "03", which is the same in both languages.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
});

test("the French home is real French with lang, hreflang and canonical", async ({ page }) => {
  await page.goto("/fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(homeEn.hero.title);
  await expect(page.getByRole("button", { name: homeFr.hero.getStarted })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute(
    "href",
    /\/$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute(
    "href",
    /\/fr$/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/fr$/);
});

test(
  "the toggle reads FR in English and EN in French, and keeps page, hash and scroll",
  { tag: "@responsive" },
  async ({ page, viewport }) => {
    const mobile = (viewport?.width ?? 1280) < 768;
    const menu = containing(commonEn.nav.openMenu, commonFr.nav.openMenu);
    const openMenu = async () => {
      if (mobile) await page.getByRole("button", { name: menu }).click();
    };
    await page.goto("/process#faq-title");
    // Put the third step ("03", the same in both languages) just below the top bar.
    const marker = page
      .getByRole("listitem")
      .filter({ has: page.getByText("03", { exact: true }) });
    await marker.evaluate((el) => {
      el.scrollIntoView({ block: "start", behavior: "instant" });
      window.scrollBy({ top: -110, behavior: "instant" });
    });
    const before = (await marker.boundingBox())!.y;
    await openMenu();
    const toFrench = page.getByRole("banner").getByRole("link", { name: /^FR/ });
    await expect(toFrench).toHaveText("FR");
    await toFrench.click();
    await expect(page).toHaveURL(/\/fr\/process#faq-title$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(processFr.hero.title);
    // The French text above is longer, yet the visitor still looks at the same step.
    await expect(marker).toBeInViewport({ ratio: 0.5 });
    expect(Math.abs((await marker.boundingBox())!.y - before)).toBeLessThan(60);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("fr");

    await openMenu();
    const toEnglish = page.getByRole("banner").getByRole("link", { name: /^EN/ });
    await expect(toEnglish).toHaveText("EN");
    await toEnglish.click();
    await expect(page).toHaveURL(/\/process#faq-title$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await page.evaluate(() => localStorage.getItem("preferred-language"))).toBe("en");
  },
);

test("a visitor who chose French is sent to the French page", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("preferred-language", "fr"));
  await page.goto("/portfolio?from=mail#top");
  await expect(page).toHaveURL(/\/fr\/portfolio\?from=mail#top$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});

test("garbage in storage is ignored", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("preferred-language", "<script>");
    localStorage.setItem("website-theme", "{not json");
    sessionStorage.setItem("templateContext", "42");
  });
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("body")).toHaveClass(/theme-premium/);
});

test("the effective theme follows the template context", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("website-theme", "premium");
    sessionStorage.setItem("templateContext", "mining");
  });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/theme-simple/);
  await expect(page.locator("body")).toHaveClass(/theme-simple/);
});

test("blocked storage breaks nothing", async ({ page }) => {
  await page.addInitScript(() => {
    for (const name of ["localStorage", "sessionStorage"]) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    }
  });
  await page.goto("/");
  // Nothing can record that the welcome was seen, so it greets this visitor on every page load.
  const welcome = page.getByRole("dialog", { name: welcomeEn.title });
  await welcome.getByRole("button", { name: welcomeEn.dismiss }).click();
  await expect(welcome).toBeHidden();
  await page.getByRole("button", { name: "Get Started" }).click();
  await expect(page.getByRole("dialog", { name: quoteEn.title })).toBeVisible();
});
