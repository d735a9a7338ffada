import { expect, type Page } from "@playwright/test";

/** Browser storage a visit starts with (SPEC §3.2); the welcome overlay is always dismissed. */
export interface Visit {
  theme?: "simple" | "premium" | "cut-district";
  templateContext?: "mining" | "construction" | "cut-district";
  miningContext?: "simple";
  constructionContext?: "premium" | "simple";
}

export async function startWith(page: Page, visit: Visit = {}) {
  await page.addInitScript((v: Visit) => {
    localStorage.setItem("hasSeenWelcome", "true");
    if (v.theme) localStorage.setItem("website-theme", v.theme);
    if (v.templateContext) sessionStorage.setItem("templateContext", v.templateContext);
    if (v.miningContext) sessionStorage.setItem("miningContext", v.miningContext);
    if (v.constructionContext) sessionStorage.setItem("constructionContext", v.constructionContext);
  }, visit);
}

/** Below 768 px (SPEC §9) the template navigation is a menu button. */
export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Opens the navigation's menu on narrow screens, where the links live behind it. */
export async function openMenu(page: Page) {
  if (!isMobile(page)) return;
  const bar = page.getByRole("banner");
  // A tap that lands before the page has hydrated does nothing yet: tap again until it opens.
  await expect(async () => {
    const open = bar.getByRole("button", { name: /Open menu|Ouvrir le menu/ });
    if (await open.isVisible()) await open.click();
    await expect(bar.getByRole("button", { name: /Close menu|Fermer le menu/ })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
}

/** The mining template's pages, in English, with their H1 in both languages. */
export const MINING_PAGES = [
  {
    page: "about",
    en: "Fifty years underground, and still learning",
    fr: "Cinquante ans sous terre, et toujours à apprendre",
  },
  {
    page: "services",
    en: "From the first drill hole to the last tree planted",
    fr: "Du premier trou de forage au dernier arbre planté",
  },
  {
    page: "projects",
    en: "Work that goes deep, and lasts",
    fr: "Des travaux qui vont loin, et qui durent",
  },
  {
    page: "news",
    en: "News from the Basin and beyond",
    fr: "Des nouvelles du bassin et d'ailleurs",
  },
  { page: "contact", en: "Let's talk about your project", fr: "Parlons de votre projet" },
] as const;

export const HOME_TITLE = {
  en: "Safe, responsible mining from the Sudbury Basin to the world",
  fr: "Une exploitation minière sûre et responsable, du bassin de Sudbury au monde entier",
} as const;
