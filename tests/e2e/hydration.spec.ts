/**
 * A visitor on a slow phone acts as soon as the page shows, before its code has run or while
 * React hydrates it part by part (issue 33). Each control acts exactly once: a disclosure ends
 * open, a dialog opens once, a form is sent once, and what the visitor typed never reaches an
 * address. The CPU runs 6 times slower (the DevTools protocol), set before the page loads.
 */
import type { Page, Request } from "@playwright/test";
import { homeEn } from "../../app/studio/content/home.en";
import { quoteEn } from "../../app/quote/content/quote.en";
import { cutHomeEn } from "../../app/templates/cut-district/content/home.en";
import { snowSquatchEn } from "../../app/templates/snow-squatch/content/home.en";
import { constructionContactEn } from "../../app/templates/construction/content/contact.en";
import { templateFormEn } from "../../app/templates/shared/content/form.en";
import { expect, test } from "./fixtures";

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
  await page.waitForLoadState("networkidle", { timeout: 60_000 });
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
  const en = cutHomeEn.services;
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

test("a construction contact form sent at once is sent once, the address clean", async ({
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
  await form.getByRole("button", { name: templateFormEn.send }).click();
  await settle(page);

  const posts = documents.filter((request) => request.method() === "POST");
  const confirmed = await page.getByText(templateFormEn.sentTitle).isVisible();
  // Sent once: by the browser (posted, then back to the page) or by the page's code, not both.
  expect(posts.length + (confirmed ? 1 : 0)).toBe(1);
  await expect(page).toHaveURL(new URL(path, page.url()).href);
  for (const request of documents) {
    expect(request.url()).not.toContain("?");
    expect(decodeURIComponent(request.url())).not.toContain(EMAIL);
  }
});
