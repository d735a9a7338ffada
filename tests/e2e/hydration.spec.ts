/**
 * A visitor on a slow phone acts as soon as the page shows, before its code has run or while
 * React hydrates it part by part (issue 33). Each control acts exactly once: a disclosure ends
 * open, a dialog opens once, a form is sent once, and what the visitor typed never reaches an
 * address. The CPU runs 6 times slower (the DevTools protocol), set before the page loads.
 */
import type { Page, Request } from "@playwright/test";
import { galleryCardsEn } from "../../app/gallery/content/gallery-cards.en";
import { galleryDialogsEn } from "../../app/gallery/content/gallery-dialogs.en";
import { adminEn } from "../../app/admin/content/admin.en";
import { commonEn } from "../../app/i18n/common.en";
import { homeEn } from "../../app/studio/content/home.en";
import { homeSectionsEn } from "../../app/studio/content/home-sections.en";
import { quoteEn } from "../../app/quote/content/quote.en";
import { cutHomeEn } from "../../app/templates/cut-district/content/home.en";
import { cutHomeSectionsEn } from "../../app/templates/cut-district/content/home-sections.en";
import { snowSquatchEn as snowSquatchEnFirstScreen } from "../../app/templates/snow-squatch/content/home.en";
import { snowSquatchSectionsEn } from "../../app/templates/snow-squatch/content/home-sections.en";
import { constructionContactEn } from "../../app/templates/construction/content/contact.en";
import { templateFormEn } from "../../app/templates/shared/content/form.en";
import { fill } from "./copy";
import { expect, networkQuiet, test } from "./fixtures";

/** The page's copy: its first screen and its later sections. */
const snowSquatchEn = { ...snowSquatchEnFirstScreen, ...snowSquatchSectionsEn };

test.use({ waitForHydration: false });
// Six times slower: the page's start-up takes seconds here.
test.setTimeout(90_000);

const EMAIL = "reader@example.com";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
});

/** Opens `path` and returns as soon as the browser has it (its first paint follows). */
async function openFromFirstPaint(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
}

/** Waits until the page has hydrated and its parts' code has arrived: nothing left to act late. */
async function settle(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 60_000 });
  await networkQuiet(page, { quietMs: 500, timeout: 60_000 });
  await page.waitForTimeout(1000);
}

test("the studio's Get Started opens the quote dialog once", async ({ page }) => {
  await openFromFirstPaint(page, "/");
  await page.getByRole("button", { name: homeEn.hero.getStarted }).click();
  const dialog = page.getByRole("dialog", { name: quoteEn.title });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await settle(page);
  await expect(page.getByRole("dialog")).toHaveCount(1);
  // Closed, it stays closed: no second opening comes after.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(1000);
  await expect(dialog).toBeHidden();
});

test("Cut District's Learn More opens once, from its text or its chevron", async ({ page }) => {
  const en = cutHomeSectionsEn.services;
  await openFromFirstPaint(page, "/templates/cut-district");
  const services = page.getByRole("region", { name: en.title });
  const card = (title: string) => services.getByRole("article").filter({ hasText: title });
  const control = (title: string) => card(title).locator("summary, button");

  // Its words first, at the control's left end; then the chevron at its right end.
  await control(en.items.fade.title).click({ position: { x: 12, y: 12 } });
  await control(en.items.beard.title).locator("svg").click();
  await settle(page);
  await expect(card(en.items.fade.title).getByText(en.items.fade.detail)).toBeVisible();
  await expect(card(en.items.beard.title).getByText(en.items.beard.detail)).toBeVisible();
  await expect(card(en.items.classic.title).getByText(en.items.classic.detail)).toBeHidden();
});

test("Snow Squatch's FAQ opens once", async ({ page }) => {
  const faq = snowSquatchEn.faq;
  await openFromFirstPaint(page, "/templates/snow-squatch");
  const region = page.getByRole("region", { name: faq.title });
  const first = faq.items[0]!;
  await region.getByText(first.question).click();
  await settle(page);
  await expect(region.getByText(first.answer)).toBeVisible();
  await expect(region.locator("details").first()).toHaveAttribute("open", "");
});

test("a construction contact form sent at once is sent once, by the page, the address clean", async ({
  page,
}) => {
  const path = "/templates/premium-construction/contact";
  const documents: Request[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request);
  });
  await openFromFirstPaint(page, path);
  const form = page.getByRole("region", { name: constructionContactEn.form.title });
  for (const [name, value] of [
    [templateFormEn.name, "Marie Lapointe"],
    [templateFormEn.email, EMAIL],
    [templateFormEn.subject, "Clinic renovation"],
    [templateFormEn.message, "Two treatment rooms next spring."],
  ] as const) {
    await form.getByRole("textbox", { name, exact: true }).fill(value);
  }
  // Its button waits for the form's code (ui/SubmitButton.tsx): the browser never posts it.
  await form.getByRole("button", { name: templateFormEn.send }).click();
  await expect(page.getByText(templateFormEn.sentTitle)).toBeVisible({ timeout: 60_000 });
  await settle(page);
  expect(documents.map((request) => request.method())).toEqual(["GET"]);
  await expect(page.getByText(templateFormEn.sentTitle)).toHaveCount(1);
  await expect(page).toHaveURL(new URL(path, page.url()).href);
});

test("the gallery's Preview and Compare act once, from their words or their icons", async ({
  page,
}) => {
  const title = "Modern Mining";
  await openFromFirstPaint(page, "/templates");
  const compare = page.getByRole("button", {
    name: fill(galleryCardsEn.card.compareLabel, { title }),
  });
  // The icon inside the button.
  await compare.locator("svg").click();
  await expect(compare).toHaveAttribute("aria-pressed", "true", { timeout: 60_000 });
  await page
    .getByRole("button", { name: fill(galleryCardsEn.card.previewLabel, { title }) })
    .click();
  const dialog = page.getByRole("dialog", {
    name: fill(galleryDialogsEn.preview.title, { title }),
  });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await settle(page);
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(1000);
  await expect(dialog).toBeHidden();
  // Pressed once, so still in the comparison.
  await expect(compare).toHaveAttribute("aria-pressed", "true");
});

test("on a phone, the studio's menu, carousel and footer Admin act once", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openFromFirstPaint(page, "/");
  const menuButton = page.getByRole("banner").getByRole("button", { name: commonEn.nav.openMenu });
  await menuButton.click();
  await expect(
    page.getByRole("banner").getByRole("button", { name: commonEn.nav.closeMenu }),
  ).toHaveAttribute("aria-expanded", "true", { timeout: 60_000 });

  const dot = page.getByRole("button", {
    name: fill(homeSectionsEn.pillars.dotLabel, { n: 2, total: 3 }),
  });
  await dot.click();
  await expect(dot).toHaveAttribute("aria-current", "true", { timeout: 60_000 });

  await page.getByRole("contentinfo").getByRole("button", { name: commonEn.admin.control }).click();
  const login = page.getByRole("dialog", { name: adminEn.login.title });
  await expect(login).toBeVisible({ timeout: 60_000 });
  await settle(page);
  await expect(page.getByRole("dialog")).toHaveCount(1);
  // Each was acted on once: the menu still open, the second card still shown.
  await expect(
    page.getByRole("banner").getByRole("button", { name: commonEn.nav.closeMenu }),
  ).toHaveAttribute("aria-expanded", "true");
  await expect(dot).toHaveAttribute("aria-current", "true");
});

test("Cut District's booking form is sent once, by the page, with the barber chosen by Book with", async ({
  page,
}) => {
  const en = cutHomeEn;
  const documents: Request[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request);
  });
  await openFromFirstPaint(page, "/templates/cut-district");
  const team = page.getByRole("region", { name: en.team.title });
  // A link to the form: before the page's code it is the browser's jump alone.
  await team.getByRole("link", { name: fill(en.team.book, { name: "Jaylen" }) }).click();
  await expect(page).toHaveURL(/#book$/);
  await settle(page);
  await team.getByRole("link", { name: fill(en.team.book, { name: "Jaylen" }) }).click();
  const booking = page.getByRole("form", { name: en.booking.title });
  await expect(booking.getByLabel(en.booking.barber)).toHaveValue("jay");

  await page.reload({ waitUntil: "commit" });
  const form = page.getByRole("form", { name: en.booking.title });
  await form.getByLabel(en.booking.firstName).fill("Lee");
  await form.getByLabel(en.booking.email).fill(EMAIL);
  await form.getByRole("button", { name: en.booking.submit }).click();
  await expect(page.getByRole("heading", { name: en.booking.sent.title })).toBeVisible({
    timeout: 60_000,
  });
  await settle(page);
  await expect(page.getByRole("heading", { name: en.booking.sent.title })).toHaveCount(1);
  expect(documents.map((request) => request.method())).toEqual(["GET", "GET"]);
  expect(new URL(page.url()).search).toBe("");
});

test("Snow Squatch's quote form is checked and confirmed once, the typing kept", async ({
  page,
}) => {
  const quote = snowSquatchEn.quote;
  const documents: Request[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request);
  });
  await openFromFirstPaint(page, "/templates/snow-squatch");
  const section = page.getByRole("region", { name: quote.title });
  await section.getByLabel(quote.fields.name).fill("Lise Gauthier");
  await section.getByLabel(quote.fields.email).fill("lise.example.ca");
  await section.getByRole("button", { name: quote.submit }).click();
  await expect(section.getByRole("alert")).toHaveText(quote.errorSummary, { timeout: 60_000 });
  await settle(page);
  await expect(section.getByLabel(quote.fields.name)).toHaveValue("Lise Gauthier");
  await expect(section.getByLabel(quote.fields.email)).toHaveValue("lise.example.ca");
  expect(documents.map((request) => request.method())).toEqual(["GET"]);
  expect(new URL(page.url()).search).toBe("");
});
