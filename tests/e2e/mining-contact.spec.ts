import type { Page } from "@playwright/test";
import { miningContactEn } from "../../app/templates/mining/content/contact.en";
import { miningContactFr } from "../../app/templates/mining/content/contact.fr";
import { templateFormEn } from "../../app/templates/shared/content/form.en";
import { templateFormFr } from "../../app/templates/shared/content/form.fr";
import { containing, escapeRegExp, fill } from "./copy";
import { expect, test } from "./fixtures";
import { startWith } from "./mining-helpers";

/**
 * The mining contact page: info, hours, the message form (SPEC §3.5, §4, §5, §9), departments.
 *
 * Expected copy comes from the content modules. "Message Sent", which SPEC.md §4 fixes word for
 * word, stays literal on purpose: it is the contract under test. So do the company's phone,
 * address and mailboxes: they live in brand.ts and data.ts, which import images.
 */

test.beforeEach(async ({ page }) => startWith(page));

const copy = miningContactEn;
const labels = templateFormEn;
const form = (page: Page) =>
  page.getByRole("region", { name: containing(copy.form.title, miningContactFr.form.title) });

test("info grid: office, phone, e-mail and the business hours of SPEC §9", async ({ page }) => {
  await page.goto("/templates/modern-mining/contact");
  const info = page.getByRole("region", { name: copy.info.title });
  await expect(info.getByRole("heading", { level: 3 })).toHaveText([
    copy.info.office,
    copy.info.phone,
    copy.info.email,
    copy.info.hours,
  ]);
  await expect(info.getByText("1974 Copper Ridge Road")).toBeVisible();
  await expect(info.getByRole("link", { name: "(705) 555-0174" })).toHaveAttribute(
    "href",
    "tel:+17055550174",
  );
  await expect(info.getByRole("term")).toHaveText(copy.info.days.map(({ day }) => day));
  await expect(info.getByRole("definition")).toHaveText(copy.info.days.map(({ time }) => time));
});

test("hours in French", async ({ page }) => {
  await page.goto("/fr/templates/modern-mining/contact");
  const { info: fr } = miningContactFr;
  const info = page.getByRole("region", { name: fr.title });
  await expect(info.getByRole("term")).toHaveText(fr.days.map(({ day }) => day));
  await expect(info.getByRole("definition")).toHaveText(fr.days.map(({ time }) => time));
});

test("the form marks name, email, subject and message as required with an asterisk", async ({
  page,
}) => {
  await page.goto("/templates/modern-mining/contact");
  const region = form(page);
  await expect(region.getByText(labels.requiredNote)).toBeVisible();
  for (const name of [labels.name, labels.email, labels.subject, labels.message]) {
    const field = region.getByRole("textbox", { name, exact: true });
    await expect(field).toHaveAttribute("required", "");
    await expect(region.locator(`label[for="${await field.getAttribute("id")}"]`)).toHaveText(
      `${name} *`,
    );
  }
  for (const name of [labels.company, labels.phone]) {
    const field = region.getByRole("textbox", { name, exact: true });
    await expect(field).not.toHaveAttribute("required");
    await expect(region.locator(`label[for="${await field.getAttribute("id")}"]`)).toHaveText(name);
  }
  await expect(region.getByRole("textbox", { name: labels.email, exact: true })).toHaveAttribute(
    "type",
    "email",
  );
  await expect(region.getByRole("textbox", { name: labels.phone, exact: true })).toHaveAttribute(
    "type",
    "tel",
  );
});

test("an incomplete form is stopped by the browser and nothing is confirmed", async ({ page }) => {
  await page.goto("/templates/modern-mining/contact");
  const region = form(page);
  await region.getByRole("button", { name: labels.send }).click();
  const name = region.getByRole("textbox", { name: labels.name, exact: true });
  await expect(name).toBeFocused();
  expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await name.fill("Jeanne Roy");
  const email = region.getByRole("textbox", { name: labels.email, exact: true });
  await email.fill("not-an-address");
  await region.getByRole("button", { name: labels.send }).click();
  await expect(email).toBeFocused();
  expect(await email.evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
  await expect(page.getByText("Message Sent")).toHaveCount(0);
});

test("sending shows Message Sent for 3 seconds with no network call, then an empty form", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/templates/modern-mining/contact");
  const region = form(page);
  // Anything that could carry the message: a script call or any non-GET request.
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" || ["fetch", "xhr", "ping"].includes(request.resourceType())) {
      requests.push(`${request.method()} ${request.url()}`);
    }
  });
  const values: [string, string][] = [
    [labels.name, "Jeanne Roy"],
    [labels.email, "jeanne@example.com"],
    [labels.company, "Roy Drilling"],
    [labels.phone, "705-555-0123"],
    [labels.subject, "Core drilling near Capreol"],
    [labels.message, "We need 4,000 m of surface drilling this winter."],
  ];
  for (const [name, value] of values) {
    await region.getByRole("textbox", { name, exact: true }).fill(value);
  }
  // Stop the page's clock so that only runFor() moves time from here on.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await region.getByRole("button", { name: labels.send }).click();
  await expect(region.getByRole("status")).toContainText("Message Sent");
  await expect(region.getByRole("textbox", { name: labels.name, exact: true })).toBeHidden();
  await page.clock.runFor(2_900);
  await expect(region.getByRole("status")).toContainText("Message Sent");
  await page.clock.runFor(200);
  await expect(region.getByRole("status")).toBeEmpty();
  for (const [name] of values) {
    await expect(region.getByRole("textbox", { name, exact: true })).toHaveValue("");
  }
  await expect(region.getByRole("textbox", { name: labels.name, exact: true })).toBeFocused();
  expect(requests).toEqual([]);
});

test("the form in French", async ({ page }) => {
  await page.goto("/fr/templates/modern-mining/contact");
  const region = form(page);
  const fr = templateFormFr;
  for (const name of [fr.name, fr.email, fr.subject, fr.message]) {
    await expect(region.getByRole("textbox", { name, exact: true })).toHaveAttribute(
      "required",
      "",
    );
  }
  await region.getByRole("textbox", { name: fr.name, exact: true }).fill("Luc Gagné");
  await region.getByRole("textbox", { name: fr.email, exact: true }).fill("luc@example.com");
  await region.getByRole("textbox", { name: fr.subject, exact: true }).fill("Visite de site");
  await region.getByRole("textbox", { name: fr.message, exact: true }).fill("Bonjour!");
  await region.getByRole("button", { name: fr.send }).click();
  await expect(region.getByRole("status")).toContainText(fr.sentTitle);
});

test("department mailboxes are mailto: links, and the call to action calls", async ({ page }) => {
  await page.goto("/templates/modern-mining/contact");
  const departments = page.getByRole("region", { name: copy.departments.title });
  const links = departments.getByRole("link");
  await expect(links).toHaveCount(4);
  const mailboxes = {
    projects: "projects@sudburyminerals-demo.ca",
    safety: "safety@sudburyminerals-demo.ca",
    careers: "careers@sudburyminerals-demo.ca",
    community: "community@sudburyminerals-demo.ca",
  } as const;
  for (const [id, address] of Object.entries(mailboxes)) {
    const { name } = copy.departments.items[id as keyof typeof mailboxes];
    await expect(
      departments.getByRole("link", { name: new RegExp(`^${escapeRegExp(name)}`) }),
    ).toHaveAttribute("href", `mailto:${address}`);
  }
  const cta = page.getByRole("region", { name: copy.cta.title });
  await expect(
    cta.getByRole("link", { name: fill(copy.cta.call, { phone: "(705) 555-0174" }) }),
  ).toHaveAttribute("href", "tel:+17055550174");
  await expect(cta.getByRole("link", { name: copy.cta.secondary })).toHaveAttribute(
    "href",
    "/templates/modern-mining/services",
  );
});
