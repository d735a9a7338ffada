import type { Page } from "@playwright/test";
import { cutAboutEn } from "../../app/templates/cut-district/content/about.en";
import { cutAboutFr } from "../../app/templates/cut-district/content/about.fr";
import { cutContactEn } from "../../app/templates/cut-district/content/contact.en";
import { cutContactFr } from "../../app/templates/cut-district/content/contact.fr";
import { cutMetaEn } from "../../app/templates/cut-district/content/meta.en";
import { cutMetaFr } from "../../app/templates/cut-district/content/meta.fr";
import { cutCommonEn } from "../../app/templates/cut-district/content/pages-common.en";
import { cutCommonFr } from "../../app/templates/cut-district/content/pages-common.fr";
import { cutPortfolioEn } from "../../app/templates/cut-district/content/portfolio.en";
import { cutPortfolioFr } from "../../app/templates/cut-district/content/portfolio.fr";
import { cutServicesEn } from "../../app/templates/cut-district/content/services.en";
import { cutServicesFr } from "../../app/templates/cut-district/content/services.fr";
import { SERVICE_INTERESTS } from "../../app/templates/cut-district/pages/contact/contact-data";
import { STORAGE_KEYS } from "../../app/lib/storage-keys";
import { templateFormEn } from "../../app/templates/shared/content/form.en";
import { templateFormFr } from "../../app/templates/shared/content/form.fr";
import { escapeRegExp, fill } from "./copy";
import { expect, test } from "./fixtures";
import { isMobile, startWith } from "./mining-helpers";

/**
 * The barbershop's four sub-pages (SPEC §2.10, §3.2, §3.5, §4, §5, §9): their header and
 * footer, each page's sections, the message form, the case studies, and the stored context.
 * Expected copy comes from the content modules; the shop's facts from its brand.ts.
 */

const BASE = "/templates/cut-district";
const PAGES = ["about", "services", "portfolio", "contact"] as const;
type SubPage = (typeof PAGES)[number];
type Locale = "en" | "fr";

const COMMON = { en: cutCommonEn, fr: cutCommonFr };
const ABOUT = { en: cutAboutEn, fr: cutAboutFr };
const SERVICES = { en: cutServicesEn, fr: cutServicesFr };
const PORTFOLIO = { en: cutPortfolioEn, fr: cutPortfolioFr };
const CONTACT = { en: cutContactEn, fr: cutContactFr };
const META = { en: cutMetaEn, fr: cutMetaFr };
const FORM = { en: templateFormEn, fr: templateFormFr };
const TITLES: Record<Locale, Record<SubPage, string>> = {
  en: {
    about: cutAboutEn.hero.title,
    services: cutServicesEn.hero.title,
    portfolio: cutPortfolioEn.hero.title,
    contact: cutContactEn.hero.title,
  },
  fr: {
    about: cutAboutFr.hero.title,
    services: cutServicesFr.hero.title,
    portfolio: cutPortfolioFr.hero.title,
    contact: cutContactFr.hero.title,
  },
};

const at = (locale: Locale, path: string) => (locale === "fr" ? `/fr${path}` : path);
const pageUrl = (locale: Locale, page: SubPage) => at(locale, `${BASE}/${page}`);
/**
 * The shop's facts stay literal here, as in the construction specs: they live in
 * cut-district/brand.ts beside the logo image, which this runner cannot import.
 */
const cutDistrictBrand = {
  name: "Cut District",
  phone: { display: "(705) 555-0142", e164: "+17055550142" },
  email: "book@cutdistrict-demo.ca",
};
const CUT_DISTRICT_ADDRESS = { street: "142 Elm Street", city: "Sudbury, ON P3E 1T5" };
const BARBERS = [
  { id: "dre", name: "Dre Laforge", years: 15 },
  { id: "nico", name: "Nico Moretti", years: 11 },
  { id: "jay", name: "Jaylen Tremblay", years: 8 },
  { id: "sam", name: "Sam Okafor", years: 6 },
] as const;
const TEL = `tel:${cutDistrictBrand.phone.e164}`;
const MAILTO = `mailto:${cutDistrictBrand.email}`;

const main = (page: Page) => page.getByRole("main");
const section = (page: Page, name: string) => main(page).getByRole("region", { name });
const h2s = (page: Page) => main(page).getByRole("heading", { level: 2 });

/** Every request that could carry a message: a script call, or anything but a GET. */
function watchRequests(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" || ["fetch", "xhr", "ping"].includes(request.resourceType())) {
      sent.push(`${request.method()} ${request.url()}`);
    }
  });
  return sent;
}

/** A section's closing call to action leads to two of the shop's own pages. */
async function expectCta(
  page: Page,
  locale: Locale,
  cta: { title: string; primary: string; secondary: string },
  targets: [SubPage, SubPage],
) {
  const band = section(page, cta.title);
  await expect(band.getByRole("link")).toHaveText([cta.primary, cta.secondary]);
  await expect(band.getByRole("link", { name: cta.primary })).toHaveAttribute(
    "href",
    pageUrl(locale, targets[0]),
  );
  await expect(band.getByRole("link", { name: cta.secondary })).toHaveAttribute(
    "href",
    pageUrl(locale, targets[1]),
  );
}

test.beforeEach(async ({ page }) => {
  await startWith(page);
});

test.describe("header and footer", () => {
  for (const locale of ["en", "fr"] as const) {
    test(`${locale}: the six links, their targets and the current page on each sub-page, followed from the header`, async ({
      page,
    }) => {
      const { nav } = COMMON[locale];
      const expected = [
        [nav.links.home, at(locale, BASE)],
        [nav.links.about, pageUrl(locale, "about")],
        [nav.links.services, pageUrl(locale, "services")],
        [nav.links.portfolio, pageUrl(locale, "portfolio")],
        [nav.links.contact, pageUrl(locale, "contact")],
        [nav.viewTemplates, at(locale, "/templates")],
      ] as const;
      const bar = page.getByRole("banner");
      const links = bar.getByRole("listitem").getByRole("link");
      await page.goto(pageUrl(locale, "about"));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(links).toHaveText(expected.map(([label]) => label));
      await expect(bar.getByRole("link", { name: nav.viewTemplates })).toHaveAttribute(
        "href",
        at(locale, "/templates"),
      );
      for (const current of PAGES) {
        if (current !== "about") {
          await bar.getByRole("link", { name: nav.links[current], exact: true }).click();
        }
        await expect(page).toHaveURL(pageUrl(locale, current));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLES[locale][current]);
        await expect(page).toHaveTitle(
          new RegExp(`^${escapeRegExp(META[locale][current].title)} \\| `),
        );
        // Every link's target, and only the page shown marked as current.
        await expect
          .poll(() =>
            links.evaluateAll((items) =>
              items.map((a) => [a.getAttribute("href"), a.getAttribute("aria-current")]),
            ),
          )
          .toEqual(
            expected.map(([, href]) => [href, href === pageUrl(locale, current) ? "page" : null]),
          );
      }
    });
  }

  test(
    "the links show in a bar from 1280 px, and in a menu that closes on navigation below",
    {
      tag: "@responsive",
    },
    async ({ page }) => {
      const { nav } = COMMON.en;
      await page.goto(pageUrl("en", "about"));
      const bar = page.getByRole("banner");
      const openButton = bar.getByRole("button", { name: nav.openMenu });
      if (!isMobile(page)) {
        await expect(openButton).toBeHidden();
        await expect(bar.getByRole("link", { name: nav.links.portfolio })).toBeVisible();
        return;
      }
      await expect(bar.getByRole("link", { name: nav.links.portfolio })).toBeHidden();
      await expect(async () => {
        if (await openButton.isVisible()) await openButton.click();
        await expect(bar.getByRole("button", { name: nav.closeMenu })).toBeVisible({
          timeout: 1000,
        });
      }).toPass();
      const menuLinks = bar.getByRole("listitem").getByRole("link");
      await expect(menuLinks.filter({ visible: true })).toHaveCount(5);
      await expect(bar.getByRole("link", { name: nav.links.about })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(bar.getByRole("link", { name: nav.viewTemplates })).toBeVisible();
      await bar.getByRole("link", { name: nav.links.portfolio }).click();
      await expect(page).toHaveURL(pageUrl("en", "portfolio"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLES.en.portfolio);
      await expect(bar.getByRole("button", { name: nav.openMenu })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
      await expect(bar.getByRole("link", { name: nav.links.contact })).toBeHidden();
    },
  );

  test("a sub-page stores the cut-district context and theme; the logo; the footer", async ({
    page,
  }) => {
    const { nav, footer } = COMMON.en;
    await page.goto(pageUrl("en", "services"));
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.templateContext))
      .toBe("cut-district");
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.theme))
      .toBe("cut-district");
    await expect(page.locator(".site-look")).toHaveClass(/theme-cut-district/);

    // The logo, in a link to the shop's home (its "CD" fallback: template-contract.spec.ts).
    const brandLink = page
      .getByRole("banner")
      .getByRole("link", { name: fill(nav.brandHome, { name: cutDistrictBrand.name }) });
    await expect(brandLink).toHaveAttribute("href", BASE);
    await expect(brandLink.locator('img[data-logo="svg"]')).toBeVisible();

    // The footer: address, phone, hours, e-mail, founding year, the shop's pages.
    const foot = page.getByRole("contentinfo");
    await expect(foot.locator("address")).toHaveText(
      new RegExp(`${CUT_DISTRICT_ADDRESS.street}\\s*${CUT_DISTRICT_ADDRESS.city}`),
    );
    await expect(foot.getByRole("link", { name: cutDistrictBrand.phone.display })).toHaveAttribute(
      "href",
      TEL,
    );
    await expect(foot.getByRole("link", { name: cutDistrictBrand.email })).toHaveAttribute(
      "href",
      MAILTO,
    );
    await expect(foot.getByRole("term")).toHaveText(footer.days);
    await expect(foot.getByRole("definition")).toHaveText(footer.hours);
    await expect(foot.getByText(fill(footer.established, { year: 2024 }))).toBeVisible();
    await expect(foot.getByRole("link", { name: nav.links.portfolio })).toHaveAttribute(
      "href",
      pageUrl("en", "portfolio"),
    );
  });
});

test.describe("about", () => {
  for (const locale of ["en", "fr"] as const) {
    test(`${locale}: hero, mission with four achievements, the four barbers, four values, call to action`, async ({
      page,
    }) => {
      const copy = ABOUT[locale];
      await page.goto(pageUrl(locale, "about"));
      await expect(main(page).getByText(copy.hero.text)).toBeVisible();
      await expect(h2s(page)).toHaveText([
        copy.mission.title,
        copy.team.title,
        copy.values.title,
        copy.cta.title,
      ]);
      const mission = section(page, copy.mission.title);
      await expect(mission.getByRole("definition")).toHaveText(
        copy.mission.achievements.items.map((item) => item.value),
      );
      await expect(mission.getByRole("term")).toHaveText(
        copy.mission.achievements.items.map((item) => item.label),
      );
      const team = section(page, copy.team.title);
      await expect(team.getByRole("heading", { level: 3 })).toHaveText(
        BARBERS.map((barber) => barber.name),
      );
      for (const barber of BARBERS) {
        const card = team.getByRole("listitem").filter({ hasText: barber.name });
        await expect(card).toContainText(copy.team.people[barber.id].role);
        await expect(card).toContainText(copy.team.people[barber.id].bio);
        await expect(card).toContainText(fill(copy.team.years, { years: barber.years }));
      }
      await expect(section(page, copy.values.title).getByRole("heading", { level: 3 })).toHaveText(
        copy.values.items.map((value) => value.title),
      );
      await expectCta(page, locale, copy.cta, ["contact", "services"]);
    });
  }
});

test.describe("services", () => {
  test("four core services with prices and features, four steps, four benefits, call to action", async ({
    page,
  }) => {
    const copy = SERVICES.en;
    await page.goto(pageUrl("en", "services"));
    await expect(h2s(page)).toHaveText([
      copy.core.title,
      copy.process.title,
      copy.benefits.title,
      copy.cta.title,
    ]);
    await expect(main(page).getByRole("link", { name: copy.hero.primary })).toHaveAttribute(
      "href",
      pageUrl("en", "contact"),
    );
    const core = section(page, copy.core.title);
    const services = Object.values(copy.core.items);
    await expect(core.getByRole("heading", { level: 3 })).toHaveText(services.map((s) => s.title));
    await expect(core.getByText(/^\$\d+–\d+$/)).toHaveText(services.map((s) => s.price));
    for (const service of services) {
      const card = core.getByRole("listitem").filter({
        has: page.getByRole("heading", { name: service.title }),
      });
      await expect(card.getByRole("listitem")).toHaveText(service.features);
    }
    await expect(section(page, copy.process.title).getByRole("heading", { level: 3 })).toHaveText(
      copy.process.steps.map((step) => step.title),
    );
    await expect(section(page, copy.benefits.title).getByRole("heading", { level: 3 })).toHaveText(
      copy.benefits.items.map((benefit) => benefit.title),
    );
    await expectCta(page, "en", copy.cta, ["contact", "portfolio"]);
  });

  test("fr: headings, French prices and the call to action", async ({ page }) => {
    const copy = SERVICES.fr;
    await page.goto(pageUrl("fr", "services"));
    await expect(h2s(page)).toHaveText([
      copy.core.title,
      copy.process.title,
      copy.benefits.title,
      copy.cta.title,
    ]);
    // Prices the French way: "30–40 $".
    await expect(section(page, copy.core.title).getByText(/^\d+–\d+ \$$/)).toHaveText(
      Object.values(copy.core.items).map((s) => s.price),
    );
    await expectCta(page, "fr", copy.cta, ["contact", "portfolio"]);
  });
});

test.describe("portfolio", () => {
  test("four figures, four projects whose case studies open and close, three testimonials, call to action", async ({
    page,
  }) => {
    const copy = PORTFOLIO.en;
    await page.goto(pageUrl("en", "portfolio"));
    await expect(h2s(page)).toHaveText([
      copy.stats.label,
      copy.projects.title,
      copy.testimonials.title,
      copy.cta.title,
    ]);
    await expect(section(page, copy.stats.label).getByRole("definition")).toHaveText(
      copy.stats.items.map((item) => item.value),
    );
    const projects = section(page, copy.projects.title);
    const items = Object.values(copy.projects.items);
    await expect(projects.getByRole("heading", { level: 3 })).toHaveText(items.map((p) => p.title));
    const buttons = projects.getByRole("button", { name: copy.projects.viewCaseStudy });
    await expect(buttons).toHaveCount(4);

    // Each opens its own case study: the challenge, what was done, the results.
    for (const [i, project] of items.entries()) {
      await buttons.nth(i).click();
      const dialog = page.getByRole("dialog", { name: project.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading", { level: 3 })).toHaveText([
        copy.projects.challengeTitle,
        copy.projects.approachTitle,
        copy.projects.resultsTitle,
      ]);
      await expect(dialog.getByText(project.challenge)).toBeVisible();
      // Each step after its (decorative) number.
      await expect(dialog.getByRole("listitem")).toHaveText(
        project.approach.map((step) => new RegExp(`^\\d\\d${escapeRegExp(step)}$`)),
      );
      await expect(dialog.getByRole("definition")).toHaveText(project.results.map((r) => r.value));
      if (i % 2 === 0) {
        await page.keyboard.press("Escape");
      } else {
        await dialog.getByRole("button", { name: copy.projects.closeLabel }).click();
      }
      await expect(dialog).toBeHidden();
      await expect(buttons.nth(i)).toBeFocused();
    }

    const words = section(page, copy.testimonials.title);
    await expect(words.getByRole("blockquote")).toHaveText(
      copy.testimonials.items.map((t) => t.quote),
    );
    await expect(words.getByRole("img", { name: copy.testimonials.rating })).toHaveCount(3);
    for (const item of copy.testimonials.items) {
      await expect(words.getByText(item.location)).toBeVisible();
    }
    await expectCta(page, "en", copy.cta, ["contact", "services"]);
  });

  test("fr: a case study in French, closed with Escape", async ({ page }) => {
    const copy = PORTFOLIO.fr;
    await page.goto(pageUrl("fr", "portfolio"));
    await expect(h2s(page).nth(1)).toHaveText(copy.projects.title);
    const project = copy.projects.items.wedding;
    await main(page).getByRole("button", { name: copy.projects.viewCaseStudy }).first().click();
    const dialog = page.getByRole("dialog", { name: project.title });
    await expect(dialog.getByText(project.outcome)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expectCta(page, "fr", copy.cta, ["contact", "services"]);
  });
});

test.describe("contact", () => {
  test("three ways to reach the shop, the 24-hour and 2-hour promises, three support options, call to action", async ({
    page,
  }) => {
    const copy = CONTACT.en;
    await page.goto(pageUrl("en", "contact"));
    await expect(main(page).getByText(copy.hero.text)).toContainText("within 24 hours");
    await expect(h2s(page)).toHaveText([
      copy.methods.title,
      copy.form.title,
      copy.support.title,
      copy.cta.title,
    ]);
    const methods = section(page, copy.methods.title);
    await expect(methods.getByRole("heading", { level: 3 })).toHaveText([
      copy.methods.call.title,
      copy.methods.email.title,
      copy.methods.visit.title,
    ]);
    await expect(
      methods.getByRole("link", { name: cutDistrictBrand.phone.display }),
    ).toHaveAttribute("href", TEL);
    await expect(methods.getByRole("link", { name: cutDistrictBrand.email })).toHaveAttribute(
      "href",
      MAILTO,
    );
    await expect(methods.locator("address")).toContainText(CUT_DISTRICT_ADDRESS.street);

    const support = section(page, copy.support.title);
    await expect(support.getByText(copy.support.response)).toContainText(
      "Typical response within 2 hours",
    );
    await expect(support.getByRole("heading", { level: 3 })).toHaveText(
      Object.values(copy.support.items).map((item) => item.title),
    );
    const { booking, groups, gifts } = copy.support.items;
    await expect(support.getByRole("link", { name: booking.action })).toHaveAttribute("href", TEL);
    await expect(support.getByRole("link", { name: groups.action })).toHaveAttribute(
      "href",
      MAILTO,
    );
    await expect(support.getByRole("link", { name: gifts.action })).toHaveAttribute(
      "href",
      pageUrl("en", "services"),
    );
    await expect(section(page, copy.form.title).getByText(copy.form.text)).toContainText(
      "within 24 hours",
    );
    await expectCta(page, "en", copy.cta, ["about", "portfolio"]);
  });

  test("the form: browser checks on the required fields, tel phone, 6-row message, barbershop services, a demo send", async ({
    page,
  }) => {
    const copy = CONTACT.en;
    const labels = FORM.en;
    await page.clock.install();
    await page.goto(pageUrl("en", "contact"));
    const sent = watchRequests(page);
    const form = section(page, copy.form.title);
    const box = (name: string) => form.getByRole("textbox", { name, exact: true });

    await expect(form.getByLabel(labels.phone, { exact: true })).toHaveAttribute("type", "tel");
    await expect(box(labels.email)).toHaveAttribute("type", "email");
    await expect(box(labels.message)).toHaveAttribute("rows", "6");
    const interest = form.getByRole("combobox", { name: copy.form.serviceInterest });
    await expect(interest.getByRole("option")).toHaveText([
      copy.form.chooseService,
      ...SERVICE_INTERESTS.map((id) => copy.form.services[id]),
    ]);
    expect(SERVICE_INTERESTS.length).toBeGreaterThanOrEqual(4);

    // Empty: the browser refuses to send, and says which fields are missing.
    const submit = form.getByRole("button", { name: labels.send });
    await submit.click();
    await expect(form.getByRole("status")).toBeEmpty();
    const required = [copy.form.firstName, copy.form.lastName, labels.email, labels.message];
    for (const name of required) {
      await expect(box(name)).toHaveAttribute("required", "");
      expect(await box(name).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
        true,
      );
    }
    for (const name of [labels.company, labels.phone]) {
      await expect(form.getByLabel(name, { exact: true })).not.toHaveAttribute("required");
    }
    // A malformed address is the browser's to catch too.
    await box(labels.email).fill("not-an-address");
    expect(
      await box(labels.email).evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
    ).toBe(true);

    await box(copy.form.firstName).fill("Marc");
    await box(copy.form.lastName).fill("Gervais");
    await box(labels.email).fill("marc@example.com");
    await form.getByLabel(labels.phone, { exact: true }).fill("705-555-0199");
    await interest.selectOption({ label: copy.form.services.wedding });
    await box(labels.message).fill("Six groomsmen on June 14, ready by 11.");
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await submit.click();
    await expect(form.getByRole("status")).toContainText(labels.sentTitle);
    await expect(form.getByRole("status")).toContainText(labels.sentText);
    await expect(form.getByText(labels.demoNote)).toBeHidden();
    await page.clock.runFor(3_100);
    await expect(form.getByRole("status")).toBeEmpty();
    await expect(box(copy.form.firstName)).toHaveValue("");
    await expect(form.getByText(labels.demoNote)).toBeVisible();
    expect(sent).toEqual([]);
  });

  test("fr: headings, promises, service choices and a message sent", async ({ page }) => {
    const copy = CONTACT.fr;
    const labels = FORM.fr;
    await page.goto(pageUrl("fr", "contact"));
    const sent = watchRequests(page);
    await expect(main(page).getByText(copy.hero.text)).toContainText("dans les 24 heures");
    await expect(h2s(page)).toHaveText([
      copy.methods.title,
      copy.form.title,
      copy.support.title,
      copy.cta.title,
    ]);
    await expect(main(page).getByText(copy.support.response)).toContainText("moins de 2 heures");
    const form = section(page, copy.form.title);
    await expect(
      form.getByRole("combobox", { name: copy.form.serviceInterest }).getByRole("option"),
    ).toHaveText([
      copy.form.chooseService,
      ...SERVICE_INTERESTS.map((id) => copy.form.services[id]),
    ]);
    await form.getByRole("textbox", { name: copy.form.firstName, exact: true }).fill("Luc");
    await form.getByRole("textbox", { name: copy.form.lastName, exact: true }).fill("Gagné");
    await form.getByRole("textbox", { name: labels.email, exact: true }).fill("luc@example.com");
    await form.getByRole("textbox", { name: labels.message, exact: true }).fill("Bonjour!");
    await form.getByRole("button", { name: labels.send }).click();
    await expect(form.getByRole("status")).toContainText(labels.sentTitle);
    expect(sent).toEqual([]);
    await expectCta(page, "fr", copy.cta, ["about", "portfolio"]);
  });
});
