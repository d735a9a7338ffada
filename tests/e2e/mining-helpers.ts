import { expect, type Page } from "@playwright/test";
import { miningAboutEn } from "../../app/templates/mining/content/about.en";
import { miningAboutFr } from "../../app/templates/mining/content/about.fr";
import { miningContactEn } from "../../app/templates/mining/content/contact.en";
import { miningContactFr } from "../../app/templates/mining/content/contact.fr";
import { miningHomeEn as miningHomeEnFirstScreen } from "../../app/templates/mining/content/home.en";
import { miningHomeSectionsEn } from "../../app/templates/mining/content/home-sections.en";
import { miningHomeFr as miningHomeFrFirstScreen } from "../../app/templates/mining/content/home.fr";
import { miningHomeSectionsFr } from "../../app/templates/mining/content/home-sections.fr";
import { miningNewsEn } from "../../app/templates/mining/content/news.en";
import { miningNewsFr } from "../../app/templates/mining/content/news.fr";
import { miningProjectsEn } from "../../app/templates/mining/content/projects.en";
import { miningProjectsFr } from "../../app/templates/mining/content/projects.fr";
import { miningServicesEn } from "../../app/templates/mining/content/services.en";
import { miningServicesFr } from "../../app/templates/mining/content/services.fr";
import { templateUiEn } from "../../app/templates/shared/content/ui.en";
import { templateUiFr } from "../../app/templates/shared/content/ui.fr";
import { containing } from "./copy";

/** The page's copy: its first screen and its later sections. */
const miningHomeFr = { ...miningHomeFrFirstScreen, ...miningHomeSectionsFr };

/** The page's copy: its first screen and its later sections. */
const miningHomeEn = { ...miningHomeEnFirstScreen, ...miningHomeSectionsEn };

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
    const open = bar.getByRole("button", {
      name: containing(templateUiEn.nav.openMenu, templateUiFr.nav.openMenu),
    });
    if (await open.isVisible()) await open.click();
    await expect(
      bar.getByRole("button", {
        name: containing(templateUiEn.nav.closeMenu, templateUiFr.nav.closeMenu),
      }),
    ).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/** The mining template's pages, in English, with their H1 in both languages (from their copy). */
export const MINING_PAGES = [
  { page: "about", en: miningAboutEn.hero.title, fr: miningAboutFr.hero.title },
  { page: "services", en: miningServicesEn.hero.title, fr: miningServicesFr.hero.title },
  { page: "projects", en: miningProjectsEn.hero.title, fr: miningProjectsFr.hero.title },
  { page: "news", en: miningNewsEn.hero.title, fr: miningNewsFr.hero.title },
  { page: "contact", en: miningContactEn.hero.title, fr: miningContactFr.hero.title },
] as const;

export const HOME_TITLE = { en: miningHomeEn.hero.title, fr: miningHomeFr.hero.title } as const;
