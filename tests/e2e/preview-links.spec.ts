import { robotTemplateEn as robotTemplateEnFirstScreen } from "../../app/templates/robot/content/home.en";
import { robotTemplateSectionsEn } from "../../app/templates/robot/content/home-sections.en";
import { HOME_TITLE, MINING_PAGES } from "./mining-helpers";
import { expect, test } from "./fixtures";

/** The page's copy: its first screen and its later sections. */
const robotTemplateEn = { ...robotTemplateEnFirstScreen, ...robotTemplateSectionsEn };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
});

const CONTACT = MINING_PAGES.find((entry) => entry.page === "contact")!;

test.describe("a preview stays a preview (SPEC §4, framed templates)", () => {
  for (const locale of ["en", "fr"] as const) {
    test(`${locale}: main-page links, Home and View Templates inside the frame`, async ({
      page,
    }) => {
      const prefix = locale === "fr" ? "/fr" : "";
      await page.goto(`${prefix}/templates`);
      await page
        .getByRole("button", {
          name: locale === "fr" ? "Aperçu de Modern Mining" : "Preview Modern Mining",
        })
        .click();
      const dialog = page.getByRole("dialog");
      const shown = dialog.getByTestId("preview-path");
      const frame = dialog.frameLocator("iframe");
      const h1 = frame.getByRole("heading", { level: 1 });
      // The framed page intercepts links once its bridge has loaded.
      const bridgeReady = () =>
        expect(frame.locator("html")).toHaveAttribute("data-frame-bridge", "ready", {
          timeout: 15_000,
        });
      await expect(h1).toHaveText(HOME_TITLE[locale]);
      await bridgeReady();

      // A main-page link (/contact) shows the template's own contact page.
      await frame.locator(`main a[href="${prefix}/contact"]`).first().click();
      await expect(h1).toHaveText(CONTACT[locale]);
      await expect(shown).toHaveText(`${prefix}/templates/modern-mining/contact`);
      await expect(dialog.locator("iframe")).toHaveAttribute(
        "src",
        `${prefix}/templates/modern-mining/contact`,
      );

      // "Home" (to /templates) shows the template's home, not the gallery inside the frame.
      await bridgeReady();
      const banner = frame.getByRole("banner");
      await banner
        .locator(`a[href="${prefix}/templates"]:not([data-preview-close])`)
        .first()
        .click();
      await expect(h1).toHaveText(HOME_TITLE[locale]);
      await expect(shown).toHaveText(`${prefix}/templates/modern-mining`);

      // "View Templates" closes the preview; the visitor is still on the gallery.
      await bridgeReady();
      await banner
        .getByRole("link", { name: locale === "fr" ? "Voir les modèles" : "View Templates" })
        .click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${prefix}/templates$`));
    });
  }

  test("messages of the wrong shape are ignored", async ({ page }) => {
    await page.goto("/templates");
    await page.getByRole("button", { name: "Preview Robot Technology" }).click();
    const dialog = page.getByRole("dialog", { name: "Preview: Robot Technology" });
    const frame = dialog.frameLocator("iframe");
    await expect(frame.getByRole("heading", { level: 1 })).toHaveText(robotTemplateEn.hero.title, {
      timeout: 15_000,
    });
    // Every path the dialog shows from here on.
    await dialog.getByTestId("preview-path").evaluate((output) => {
      const seen: string[] = [];
      Object.defineProperty(window, "__shownPaths", { value: seen });
      new MutationObserver(() => seen.push(output.textContent ?? "")).observe(output, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await frame.locator("body").evaluate(() => {
      const post = (data: unknown) => window.parent.postMessage(data, window.location.origin);
      post({ type: "close", extra: true });
      post({ type: "navigate", path: "/about", extra: true });
      post(["close"]);
      post({ type: "navigate", path: "/news" });
    });
    // Messages arrive in order: once the last, well-formed one is followed, the others were ignored.
    await expect(dialog.getByTestId("preview-path")).toHaveText("/templates/robot-template/news");
    expect(
      await page.evaluate(() => (window as unknown as { __shownPaths: string[] }).__shownPaths),
    ).not.toContain("/templates/robot-template/about");
    await expect(dialog).toBeVisible();
  });

  test("a location that is no path of the template never becomes the new-tab link", async ({
    page,
  }) => {
    await page.goto("/templates");
    await page.getByRole("button", { name: "Preview Robot Technology" }).click();
    const dialog = page.getByRole("dialog", { name: "Preview: Robot Technology" });
    const frame = dialog.frameLocator("iframe");
    await expect(frame.locator("html")).toHaveAttribute("data-frame-bridge", "ready", {
      timeout: 15_000,
    });
    const newTab = dialog.getByRole("link", { name: "Open in a new tab" });
    await expect(newTab).toHaveAttribute("href", "/templates/robot-template");
    // Every href the link takes from here on.
    await newTab.evaluate((link) => {
      const seen: (string | null)[] = [];
      Object.defineProperty(window, "__newTabHrefs", { value: seen });
      new MutationObserver(() => seen.push(link.getAttribute("href"))).observe(link, {
        attributes: true,
        attributeFilter: ["href"],
      });
    });
    const post = (path: string) =>
      frame
        .locator("body")
        .evaluate(
          (_body, path) =>
            window.parent.postMessage({ type: "location", path }, window.location.origin),
          path,
        );
    // React renders the state of several messages in a row at once; let each one render alone.
    const settle = () =>
      page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    for (const path of [
      "//evil.example",
      "/\\evil.example",
      "/%2F%2Fevil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "/admin",
    ]) {
      await post(path);
      await settle();
      await settle();
      await expect(newTab).toHaveAttribute("href", "/templates/robot-template");
    }
    await post("/templates/robot-template/news");
    // Messages arrive in order: once the valid one shows, the others were ignored.
    await expect(newTab).toHaveAttribute("href", "/templates/robot-template/news");
    expect(
      await page.evaluate(() => (window as unknown as { __newTabHrefs: string[] }).__newTabHrefs),
    ).toEqual(["/templates/robot-template/news"]);
    await expect(dialog.getByTestId("preview-path")).toHaveText("/templates/robot-template/news");
  });
});
