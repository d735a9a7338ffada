import type { Page } from "@playwright/test";
import { quoteEn } from "../../app/quote/content/quote.en";
import { quoteFr } from "../../app/quote/content/quote.fr";
import { homeEn } from "../../app/studio/content/home.en";
import { homeFr } from "../../app/studio/content/home.fr";
import { expect } from "./fixtures";

/** Where EmailJS's SDK posts a lead (app/lib/lead/send.ts). */
export const SEND = "https://api.emailjs.com/api/v1.0/email/send";

/** The studio's own server, which keeps a copy of each lead (app/lib/lead/store-lead.ts). */
const LEADS = "**/api/leads";

/**
 * The form as on a static host, or with the studio's server down: no copy of the lead is
 * kept, so the e-mail is all there is, and its failure is the visitor's to hear about.
 */
export async function withoutLeadServer(page: Page) {
  await page.route(LEADS, (route) => route.abort("connectionrefused"));
}

/** SECURITY.md T8: a lead sent sooner than this after the form opened is dropped. */
const MIN_FILL_MS = 3000;

/** The quote form's copy and the studio home's opener, per language. */
export const QUOTE_COPY = {
  en: { quote: quoteEn, getStarted: homeEn.hero.getStarted, home: "/" },
  fr: { quote: quoteFr, getStarted: homeFr.hero.getStarted, home: "/fr" },
} as const;

export type QuoteLocale = keyof typeof QUOTE_COPY;

/** The answers {@link fillQuote} types, as the form shows them back. */
export const ANSWERS = {
  businessName: "Lakeshore Plumbing",
  email: "owner@lakeshore.example",
  phone: "705 555 0199",
};

/** Opens the quote form from the studio home's "Get Started" (the page must be loaded). */
export async function openQuoteHere(page: Page, locale: QuoteLocale = "en") {
  await page.getByRole("button", { name: QUOTE_COPY[locale].getStarted }).click();
  const dialog = page.getByRole("dialog", { name: QUOTE_COPY[locale].quote.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Answers the three steps with {@link ANSWERS}, ending on step 3 with Send enabled. */
export async function fillQuote(page: Page, locale: QuoteLocale = "en") {
  const { quote } = QUOTE_COPY[locale];
  const dialog = page.getByRole("dialog", { name: quote.title });
  await dialog.getByText(quote.projectTypes["new-website"].label).click();
  await dialog.getByRole("button", { name: quote.actions.next }).click();
  await dialog.getByRole("textbox", { name: quote.fields.businessName }).fill(ANSWERS.businessName);
  await dialog
    .getByRole("combobox", { name: quote.fields.industry })
    .selectOption({ label: quote.industries.construction });
  await dialog.getByRole("button", { name: quote.actions.next }).click();
  await dialog.getByRole("textbox", { name: quote.fields.email }).fill(ANSWERS.email);
  await dialog.getByRole("textbox", { name: quote.fields.phone }).fill(ANSWERS.phone);
}

/** A person takes longer than the minimum fill time: moves the page's clock on (needs `page.clock.install()`). */
export async function takeYourTime(page: Page) {
  await page.clock.fastForward(MIN_FILL_MS);
}
