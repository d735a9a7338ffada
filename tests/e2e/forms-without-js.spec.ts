import type { Locator, Page, Request } from "@playwright/test";
import { commonEn } from "../../app/i18n/common.en";
import { templateFormEn } from "../../app/templates/shared/content/form.en";
import { constructionContactEn } from "../../app/templates/construction/content/contact.en";
import { cutHomeEn } from "../../app/templates/cut-district/content/home.en";
import { snowSquatchEn as snowSquatchEnFirstScreen } from "../../app/templates/snow-squatch/content/home.en";
import { snowSquatchSectionsEn } from "../../app/templates/snow-squatch/content/home-sections.en";
import { expect, test } from "./fixtures";

/** The page's copy: its first screen and its later sections. */
const snowSquatchEn = { ...snowSquatchEnFirstScreen, ...snowSquatchSectionsEn };

/**
 * A form sent before the page's code has run (here: with JavaScript off) never puts what the
 * visitor typed in an address (SECURITY.md T12): it is posted to its own page, which sends the
 * visitor back (303), or it is not sent at all (Cut District's dialog-method forms).
 */
test.use({ javaScriptEnabled: false, waitForHydration: false });

const EMAIL = "reader@example.com";

/** The requests the page makes for documents, from now on. */
function watchDocuments(page: Page) {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") sent.push(request);
  });
  return sent;
}

/** Nothing the visitor typed is in the address or in any document request's. */
async function expectNothingInAddresses(page: Page, sent: Request[], path: string) {
  await expect(page).toHaveURL(new URL(path, page.url()).href);
  for (const request of sent) {
    expect(request.url()).not.toContain("?");
    expect(decodeURIComponent(request.url())).not.toContain(EMAIL);
  }
}

/** Sends the form with its button, then waits for the page it lands on. */
async function submit(page: Page, button: Locator) {
  await Promise.all([page.waitForEvent("load"), button.click()]);
}

test("the studio newsletter posts to its page and comes back to it, the address clean", async ({
  page,
}) => {
  const copy = commonEn.footer.newsletter;
  await page.goto("/process");
  const form = page.getByRole("contentinfo").getByRole("form", { name: copy.title });
  await form.getByRole("textbox", { name: copy.label }).fill(EMAIL);
  const sent = watchDocuments(page);
  await submit(page, form.getByRole("button", { name: copy.button }));
  expect(sent.map((request) => request.method())).toEqual(["POST", "GET"]);
  expect(sent[0]?.postData()).toContain(encodeURIComponent(EMAIL));
  await expectNothingInAddresses(page, sent, "/process");
});

test("a template's contact form posts to its page and comes back to it, the address clean", async ({
  page,
}) => {
  const labels = templateFormEn;
  await page.goto("/templates/premium-construction/contact");
  const form = page.getByRole("region", { name: constructionContactEn.form.title });
  for (const [name, value] of [
    [labels.name, "Marie Lapointe"],
    [labels.email, EMAIL],
    [labels.subject, "Clinic renovation"],
    [labels.message, "Two treatment rooms next spring."],
  ] as const) {
    await form.getByRole("textbox", { name, exact: true }).fill(value);
  }
  const sent = watchDocuments(page);
  await submit(page, form.getByRole("button", { name: labels.send }));
  expect(sent.map((request) => request.method())).toEqual(["POST", "GET"]);
  await expectNothingInAddresses(page, sent, "/templates/premium-construction/contact");
});

test("Snow Squatch's quote form posts to its page and comes back to it, the address clean", async ({
  page,
}) => {
  const copy = snowSquatchEn.quote;
  await page.goto("/templates/snow-squatch");
  const section = page.getByRole("region", { name: copy.title });
  await section.getByLabel(copy.fields.name).fill("Lise Gauthier");
  await section.getByLabel(copy.fields.email).fill(EMAIL);
  await section
    .getByLabel(copy.fields.zone)
    .selectOption({ label: snowSquatchEn.area.zones[1]!.name });
  await section.getByLabel(copy.fields.address).fill("12 Main Street, Val Caron");
  await section.getByRole("checkbox", { name: copy.serviceOptions.roof }).check();
  const sent = watchDocuments(page);
  await submit(page, section.getByRole("button", { name: copy.submit }));
  expect(sent.map((request) => request.method())).toEqual(["POST", "GET"]);
  await expectNothingInAddresses(page, sent, "/templates/snow-squatch");
});

test("Cut District's booking form sends nothing and keeps what was typed", async ({ page }) => {
  const copy = cutHomeEn.booking;
  await page.goto("/templates/cut-district");
  const booking = page.getByRole("form", { name: copy.title });
  await booking.getByLabel(copy.firstName).fill("Lee");
  await booking.getByLabel(copy.lastName).fill("Tremblay");
  await booking.getByLabel(copy.email).fill(EMAIL);
  await booking.getByLabel(copy.phone).fill("705 555 0199");
  await booking.getByLabel(copy.day).selectOption("saturday");
  await booking.getByLabel(copy.time).selectOption("10:00");
  const sent = watchDocuments(page);
  await booking.getByRole("button", { name: copy.submit }).click();
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
  await expectNothingInAddresses(page, sent, "/templates/cut-district");
  await expect(booking.getByLabel(copy.email)).toHaveValue(EMAIL);
});
