import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { startWith } from "./mining-helpers";

/** The mining contact page: info, hours, the message form (SPEC §3.5, §4, §5, §9), departments. */

test.beforeEach(async ({ page }) => startWith(page));

const form = (page: Page) => page.getByRole("region", { name: /Send us a message|Écrivez-nous/ });

test("info grid: office, phone, e-mail and the business hours of SPEC §9", async ({ page }) => {
  await page.goto("/templates/modern-mining/contact");
  const info = page.getByRole("region", { name: "How to reach us" });
  await expect(info.getByRole("heading", { level: 3 })).toHaveText([
    "Head office",
    "Phone",
    "E-mail",
    "Business hours",
  ]);
  await expect(info.getByText("1974 Copper Ridge Road")).toBeVisible();
  await expect(info.getByRole("link", { name: "(705) 555-0174" })).toHaveAttribute(
    "href",
    "tel:+17055550174",
  );
  await expect(info.getByRole("term")).toHaveText(["Monday to Friday", "Saturday", "Sunday"]);
  await expect(info.getByRole("definition")).toHaveText([
    "8:00 a.m. – 6:00 p.m.",
    "9:00 a.m. – 4:00 p.m.",
    "Closed",
  ]);
});

test("hours in French", async ({ page }) => {
  await page.goto("/fr/templates/modern-mining/contact");
  const info = page.getByRole("region", { name: "Pour nous joindre" });
  await expect(info.getByRole("term")).toHaveText(["Du lundi au vendredi", "Samedi", "Dimanche"]);
  await expect(info.getByRole("definition")).toHaveText(["8 h à 18 h", "9 h à 16 h", "Fermé"]);
});

test("the form marks name, email, subject and message as required with an asterisk", async ({
  page,
}) => {
  await page.goto("/templates/modern-mining/contact");
  const region = form(page);
  await expect(region.getByText("Fields marked with an asterisk (*) are required.")).toBeVisible();
  for (const name of ["Name", "Email", "Subject", "Message"]) {
    const field = region.getByRole("textbox", { name, exact: true });
    await expect(field).toHaveAttribute("required", "");
    await expect(region.locator(`label[for="${await field.getAttribute("id")}"]`)).toHaveText(
      `${name} *`,
    );
  }
  for (const name of ["Company", "Phone"]) {
    const field = region.getByRole("textbox", { name, exact: true });
    await expect(field).not.toHaveAttribute("required");
    await expect(region.locator(`label[for="${await field.getAttribute("id")}"]`)).toHaveText(name);
  }
  await expect(region.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute(
    "type",
    "email",
  );
  await expect(region.getByRole("textbox", { name: "Phone", exact: true })).toHaveAttribute(
    "type",
    "tel",
  );
});

test("an incomplete form is stopped by the browser and nothing is confirmed", async ({ page }) => {
  await page.goto("/templates/modern-mining/contact");
  const region = form(page);
  await region.getByRole("button", { name: "Send Message" }).click();
  const name = region.getByRole("textbox", { name: "Name", exact: true });
  await expect(name).toBeFocused();
  expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await name.fill("Jeanne Roy");
  const email = region.getByRole("textbox", { name: "Email", exact: true });
  await email.fill("not-an-address");
  await region.getByRole("button", { name: "Send Message" }).click();
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
    ["Name", "Jeanne Roy"],
    ["Email", "jeanne@example.com"],
    ["Company", "Roy Drilling"],
    ["Phone", "705-555-0123"],
    ["Subject", "Core drilling near Capreol"],
    ["Message", "We need 4,000 m of surface drilling this winter."],
  ];
  for (const [name, value] of values) {
    await region.getByRole("textbox", { name, exact: true }).fill(value);
  }
  // Stop the page's clock so that only runFor() moves time from here on.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await region.getByRole("button", { name: "Send Message" }).click();
  await expect(region.getByRole("status")).toContainText("Message Sent");
  await expect(region.getByRole("textbox", { name: "Name", exact: true })).toBeHidden();
  await page.clock.runFor(2_900);
  await expect(region.getByRole("status")).toContainText("Message Sent");
  await page.clock.runFor(200);
  await expect(region.getByRole("status")).toBeEmpty();
  for (const [name] of values) {
    await expect(region.getByRole("textbox", { name, exact: true })).toHaveValue("");
  }
  await expect(region.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
  expect(requests).toEqual([]);
});

test("the form in French", async ({ page }) => {
  await page.goto("/fr/templates/modern-mining/contact");
  const region = form(page);
  for (const name of ["Nom", "Courriel", "Objet", "Message"]) {
    await expect(region.getByRole("textbox", { name, exact: true })).toHaveAttribute(
      "required",
      "",
    );
  }
  await region.getByRole("textbox", { name: "Nom", exact: true }).fill("Luc Gagné");
  await region.getByRole("textbox", { name: "Courriel", exact: true }).fill("luc@example.com");
  await region.getByRole("textbox", { name: "Objet", exact: true }).fill("Visite de site");
  await region.getByRole("textbox", { name: "Message", exact: true }).fill("Bonjour!");
  await region.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(region.getByRole("status")).toContainText("Message envoyé");
});

test("department mailboxes are mailto: links, and the call to action calls", async ({ page }) => {
  await page.goto("/templates/modern-mining/contact");
  const departments = page.getByRole("region", { name: "Write to the right team" });
  const links = departments.getByRole("link");
  await expect(links).toHaveCount(4);
  for (const [name, address] of [
    ["Projects & Estimating", "projects"],
    ["Health & Safety", "safety"],
    ["Careers", "careers"],
    ["Community & Media", "community"],
  ]) {
    await expect(departments.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute(
      "href",
      `mailto:${address}@sudburyminerals-demo.ca`,
    );
  }
  const cta = page.getByRole("region", { name: "Working to a tight timeline?" });
  await expect(cta.getByRole("link", { name: "Call (705) 555-0174" })).toHaveAttribute(
    "href",
    "tel:+17055550174",
  );
  await expect(cta.getByRole("link", { name: "See our services" })).toHaveAttribute(
    "href",
    "/templates/modern-mining/services",
  );
});
