import { commonEn } from "../../app/i18n/common.en";
import { commonFr } from "../../app/i18n/common.fr";
import { quoteEn } from "../../app/quote/content/quote.en";
import { homeEn } from "../../app/studio/content/home.en";
import { homeSectionsEn } from "../../app/studio/content/home-sections.en";
import { homeWorkEn as workCopy } from "../../app/studio/content/home-work.en";
import { homePromisesEn as promisesEn } from "../../app/studio/content/home-promises.en";
import { legalEn } from "../../app/studio/content/legal.en";
import { portfolioEn } from "../../app/studio/content/portfolio.en";
import { processEn } from "../../app/studio/content/process.en";
import { miningGalleryEn } from "../../app/templates/mining/content/gallery.en";
import { containing, fill } from "./copy";
import { expect, test } from "./fixtures";

/*
 * Expected copy comes from the content modules. The home page's texts that SPEC.md §2.3 fixes
 * word for word stay literal on purpose, as the contract under test: "View Templates", "Contact
 * Us", the FR toggle, "Get Started", "View Projects", Visibility, Trust and Growth, "Ready to
 * Begin", "Start Your Project", "Schedule Consultation", "Subscribe", and the bottom bar's "Get a
 * Quote", Call, Text and Cancel. So do the studio's name, phone and e-mail: they live in
 * site.config.ts, which reads import.meta.env.
 */

const copy = { ...homeEn, ...homeSectionsEn };
const nav = commonEn.nav;
const footerCopy = commonEn.footer;

const isMobile = (width: number | undefined) => (width ?? 1280) < 768;
/** Below 1024 px the top bar's items sit in its menu. */
const hasMenu = (width: number | undefined) => (width ?? 1280) < 1024;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
});

test("top bar links, brand and call button", { tag: "@responsive" }, async ({ page, viewport }) => {
  await page.goto("/");
  const bar = page.getByRole("banner");
  if (hasMenu(viewport?.width)) {
    await expect(bar.getByRole("link", { name: "View Templates" })).toBeHidden();
    await bar.getByRole("button", { name: nav.openMenu }).click();
  }
  await expect(
    bar.getByRole("link", { name: fill(nav.home, { brand: "Nickel & Pine" }) }),
  ).toHaveAttribute("href", "/");
  await expect(bar.getByRole("link", { name: "View Templates" })).toHaveAttribute(
    "href",
    "/templates",
  );
  await expect(bar.getByRole("link", { name: nav.process, exact: true })).toHaveAttribute(
    "href",
    "/process",
  );
  await expect(bar.getByRole("link", { name: nav.portfolio, exact: true })).toHaveAttribute(
    "href",
    "/portfolio",
  );
  await expect(bar.getByRole("link", { name: /^FR/ })).toHaveAttribute("href", "/fr");
  await expect(bar.getByRole("link", { name: /Contact Us/ })).toHaveAttribute(
    "href",
    "tel:+17055550142",
  );
});

test(
  "the mobile menu repeats the top bar items and closes on Escape and on link tap",
  { tag: "@responsive" },
  async ({ page, viewport }) => {
    await page.goto("/");
    const bar = page.getByRole("banner");
    if (!hasMenu(viewport?.width)) {
      // From 1024 px the items sit in the bar itself and there is no menu button.
      await expect(bar.getByRole("button", { name: nav.openMenu })).toBeHidden();
      await expect(bar.getByRole("link", { name: "View Templates" })).toBeVisible();
      return;
    }
    const toggle = bar.getByRole("button", { name: nav.openMenu });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(bar.getByRole("button", { name: nav.closeMenu })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(bar.getByRole("link", { name: /^FR/ })).toBeVisible();
    await expect(bar.getByRole("link", { name: /Contact Us/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(bar.getByRole("button", { name: nav.openMenu })).toBeFocused();
    await expect(bar.getByRole("link", { name: "View Templates" })).toBeHidden();
    // A tap on an item closes the menu: the language switch keeps this chrome, so check it there.
    await bar.getByRole("button", { name: nav.openMenu }).click();
    await bar.getByRole("link", { name: /^FR/ }).click();
    await expect(page).toHaveURL(/\/fr$/);
    await expect(bar.getByRole("button", { name: commonFr.nav.openMenu })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await bar.getByRole("button", { name: commonFr.nav.openMenu }).click();
    await bar.getByRole("link", { name: commonFr.nav.viewTemplates }).click();
    await expect(page).toHaveURL(/\/fr\/templates$/);
  },
);

test(
  "Process and Portfolio are in the top bar or its menu, the page shown marked current",
  { tag: "@responsive" },
  async ({ page, viewport }) => {
    await page.goto("/fr/process");
    const bar = page.getByRole("banner");
    const open = async () => {
      if (hasMenu(viewport?.width)) {
        await bar.getByRole("button", { name: commonFr.nav.openMenu }).click();
      }
    };
    await open();
    const process = bar.getByRole("link", { name: commonFr.nav.process, exact: true });
    await expect(process).toHaveAttribute("aria-current", "page");
    await expect(process).toHaveAttribute("href", "/fr/process");
    const portfolio = bar.getByRole("link", { name: commonFr.nav.portfolio, exact: true });
    await expect(portfolio).not.toHaveAttribute("aria-current", "page");
    await portfolio.click();
    await expect(page).toHaveURL(/\/fr\/portfolio$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (hasMenu(viewport?.width)) {
      // The tap closed the menu.
      await expect(bar.getByRole("button", { name: commonFr.nav.openMenu })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
    }
    await open();
    await expect(
      bar.getByRole("link", { name: commonFr.nav.portfolio, exact: true }),
    ).toHaveAttribute("aria-current", "page");
  },
);

test("the top bar tints only after scrolling past 50 px", async ({ page }) => {
  await page.goto("/");
  const bar = page.getByRole("banner");
  const background = () => bar.evaluate((el) => getComputedStyle(el).backgroundColor);
  await expect(bar).toHaveAttribute("data-tinted", "false");
  expect(await background()).toBe("rgba(0, 0, 0, 0)");
  // At 50 px exactly, once the page has handled the scroll and rendered what it changed.
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        const settled = () => {
          if (window.scrollY !== top) return;
          window.removeEventListener("scroll", settled);
          // The app's scroll listener ran first; its update renders in a task of its own.
          setTimeout(() => requestAnimationFrame(() => resolve()));
        };
        window.addEventListener("scroll", settled);
        window.scrollTo({ top, behavior: "instant" });
      }),
    50,
  );
  await expect(bar).toHaveAttribute("data-tinted", "false");
  await page.evaluate(() => window.scrollTo(0, 51));
  await expect(bar).toHaveAttribute("data-tinted", "true");
  await expect.poll(background).not.toBe("rgba(0, 0, 0, 0)");
});

test("hero: title, tagline, Get Started opens the quote, View Projects goes to /templates", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.title);
  await expect(page.getByText(copy.hero.tagline)).toBeVisible();
  await expect(page.getByRole("link", { name: "View Projects" })).toHaveAttribute(
    "href",
    "/templates",
  );
  await page.getByRole("button", { name: "Get Started" }).click();
  await expect(page.getByRole("dialog", { name: quoteEn.title })).toBeVisible();
});

test("hero has 40 CSS-animated particles that stand still under reduced motion", async ({
  page,
}) => {
  await page.goto("/");
  const particles = page.locator("section .particle");
  await expect(particles).toHaveCount(40);
  expect(await particles.first().evaluate((el) => getComputedStyle(el).animationName)).toBe(
    "twinkle",
  );
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await particles.first().evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
});

test(
  "Visibility, Trust and Growth: a carousel with dots under 768 px, a grid from 768 px",
  { tag: "@responsive" },
  async ({ page, viewport }) => {
    await page.goto("/");
    for (const title of ["Visibility", "Trust", "Growth"]) {
      await expect(page.getByRole("heading", { name: title, level: 3 })).toBeAttached();
    }
    if (!isMobile(viewport?.width)) {
      const cards = page.getByTestId("pillar-carousel").getByRole("listitem");
      await expect(cards).toHaveCount(3);
      const boxes = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
      expect(new Set(boxes.map((box) => Math.round(box!.y))).size).toBe(1);
      await expect(
        page.getByRole("button", {
          name: containing(fill(copy.pillars.dotLabel, { n: 1, total: 3 })),
        }),
      ).toBeHidden();
      return;
    }
    const list = page.getByTestId("pillar-carousel");
    const cards = list.getByRole("listitem");
    const metrics = await list.evaluate((el) => {
      const style = getComputedStyle(el);
      const content =
        el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const [a, b] = [...el.children].map((child) => child.getBoundingClientRect());
      return { content, width: a!.width, gap: b!.left - a!.right, snap: style.scrollSnapType };
    });
    expect(metrics.width / metrics.content).toBeCloseTo(0.82, 2);
    expect(metrics.gap).toBeCloseTo(12, 0);
    expect(metrics.snap).toContain("x");
    await expect(cards).toHaveCount(3);

    const dot = (n: number) =>
      page.getByRole("button", { name: fill(copy.pillars.dotLabel, { n, total: 3 }) });
    await expect(dot(1)).toHaveAttribute("aria-current", "true");

    // A swipe: the active dot follows once scrolling has settled for 150 ms.
    await list.evaluate((el) =>
      el.scrollTo({ left: (el.firstElementChild as HTMLElement).offsetWidth + 12 }),
    );
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await expect(dot(1)).not.toHaveAttribute("aria-current", "true");

    await dot(3).click();
    await expect(dot(3)).toHaveAttribute("aria-current", "true");
    await expect.poll(() => list.evaluate((el) => Math.round(el.scrollLeft))).toBeGreaterThan(400);
  },
);

test("three service cards", async ({ page }) => {
  await page.goto("/");
  const services = page.locator("#services");
  for (const { title } of copy.services.cards) {
    await expect(services.getByRole("heading", { name: title })).toBeVisible();
  }
});

test("Ready to Begin: the studio's four commitments, Start Your Project opens the quote, Schedule Consultation calls", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Ready to Begin?" })).toBeVisible();
  const ready = page.locator("section", {
    has: page.getByRole("heading", { name: "Ready to Begin?" }),
  });
  await expect(ready.getByRole("heading", { name: "What you can hold us to" })).toBeVisible();
  await expect(ready.getByRole("listitem")).toHaveText(
    promisesEn.items.map(({ title, text }) => `${title}${text}`),
  );
  await expect(page.getByRole("link", { name: /Schedule Consultation/ })).toHaveAttribute(
    "href",
    "tel:+17055550142",
  );
  await page.getByRole("button", { name: "Start Your Project" }).click();
  await expect(page.getByRole("dialog", { name: quoteEn.title })).toBeVisible();
});

test("footer: columns, socials, newsletter that says it sent nothing, legal links, © this year", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: footerCopy.links.process })).toHaveAttribute(
    "href",
    "/process",
  );
  await expect(footer.getByRole("link", { name: footerCopy.links.portfolio })).toHaveAttribute(
    "href",
    "/portfolio",
  );
  await expect(footer.getByRole("link", { name: footerCopy.links.services })).toHaveAttribute(
    "href",
    "/services",
  );
  await expect(footer.getByRole("link", { name: footerCopy.links.templates })).toHaveAttribute(
    "href",
    "/templates",
  );
  await expect(
    footer.getByRole("link", { name: containing(footerCopy.social.instagram) }),
  ).toHaveAttribute("target", "_blank");
  await expect(footer.getByRole("link", { name: footerCopy.privacy })).toHaveAttribute(
    "href",
    "/privacy",
  );
  await expect(footer.getByRole("link", { name: footerCopy.terms })).toHaveAttribute(
    "href",
    "/terms",
  );
  await expect(
    footer.getByText(
      fill(footerCopy.copyright, {
        year: new Date().getFullYear(),
        brand: "Nickel & Pine Web Studio",
      }),
    ),
  ).toBeVisible();

  const email = footer.getByRole("textbox", { name: footerCopy.newsletter.label });
  await expect(email).toHaveAttribute("type", "email");
  await email.fill("owner@example.com");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("status")).toContainText(
    fill(footerCopy.newsletter.notice, { email: "hello@nickelandpine.ca" }),
  );
  await expect(email).toHaveValue("owner@example.com");
});

test(
  "the hero shows two template sites as they are, on a desktop only",
  { tag: "@responsive" },
  async ({ page, viewport }) => {
    await page.goto("/");
    const hero = page.getByRole("region", { name: copy.hero.title });
    // By alt text, not role: hidden on a phone, they are not in the accessibility tree there.
    const desktop = hero.locator(`img[alt="${workCopy.showcase.desktop}"]`);
    const phone = hero.locator(`img[alt="${workCopy.showcase.phone}"]`);
    if (hasMenu(viewport?.width)) {
      // Hidden on a phone, and never downloaded there.
      await expect(desktop).toBeHidden();
      await page.waitForLoadState("networkidle");
      // (The same pictures may load further down the page, in the selected templates.)
      for (const picture of [desktop, phone]) {
        expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe("");
      }
      return;
    }
    for (const picture of [desktop, phone]) {
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(picture).toHaveAttribute("srcset", /\.webp 640w|\.webp 240w/);
    }
  },
);

test("selected templates: three sites pictured, each leading to itself, figures, and the gallery", async ({
  page,
}) => {
  await page.goto("/");
  const work = page.getByRole("region", { name: workCopy.title });
  const links = work.getByRole("heading", { level: 3 }).getByRole("link");
  await expect(links).toHaveText(workCopy.items.map((item) => item.title));
  await expect(links.nth(0)).toHaveAttribute("href", "/templates/premium-construction");
  await expect(links.nth(1)).toHaveAttribute("href", "/templates/cut-district");
  await expect(links.nth(2)).toHaveAttribute("href", "/templates/snow-squatch");
  await expect(work.locator("img")).toHaveCount(3);
  await expect(work.getByRole("term")).toHaveText(workCopy.facts.map((fact) => fact.value));
  await expect(work.getByRole("definition")).toHaveText(workCopy.facts.map((fact) => fact.label));
  await work.getByRole("link", { name: workCopy.all }).click();
  await expect(page).toHaveURL(/\/templates$/);
});

test("the portfolio pictures each template as it is", async ({ page }) => {
  await page.goto("/portfolio");
  const pictures = page.getByRole("main").locator('img[srcset*=".webp"]');
  await expect(pictures).toHaveCount(5);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test("footer pages exist: process, portfolio, privacy, terms", async ({ page }) => {
  for (const [path, heading] of [
    ["/process", processEn.hero.title],
    ["/portfolio", portfolioEn.hero.title],
    ["/privacy", legalEn.privacy.title],
    ["/terms", legalEn.terms.title],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
  }
  await page.goto("/portfolio");
  await expect(
    page.getByRole("link", {
      name: fill(portfolioEn.openTemplate, { title: miningGalleryEn.portfolio.title }),
    }),
  ).toHaveAttribute("href", "/templates/modern-mining");
  await expect(page.getByRole("link", { name: portfolioEn.galleryButton })).toHaveAttribute(
    "href",
    "/templates",
  );
});

test(
  "mobile bottom bar: Get a Quote expands into Call, Text and Cancel; never hides the page end",
  { tag: "@responsive" },
  async ({ page, viewport }) => {
    await page.goto("/");
    const bar = page.getByRole("complementary", { name: commonEn.bottomBar.label });
    if (!isMobile(viewport?.width)) {
      await expect(bar).toBeHidden();
      return;
    }
    await bar.getByRole("button", { name: "Get a Quote" }).click();
    await expect(bar.getByRole("link", { name: "Call" })).toHaveAttribute(
      "href",
      "tel:+17055550142",
    );
    await expect(bar.getByRole("link", { name: "Text" })).toHaveAttribute(
      "href",
      "sms:+17055550142",
    );
    await expect(bar.getByRole("link", { name: "Call" })).toBeFocused();
    await bar.getByRole("button", { name: "Cancel" }).click();
    await expect(bar.getByRole("button", { name: "Get a Quote" })).toBeFocused();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await bar.boundingBox())!.y;
    const lastLine = (await page.getByRole("link", { name: footerCopy.terms }).boundingBox())!;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(barTop);
  },
);

test("scrolls to the top when the path changes", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: footerCopy.links.process }).click();
  await expect(page).toHaveURL(/\/process$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("under reduced motion the jump to the top is instant", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: footerCopy.links.process }).click();
  await expect(page).toHaveURL(/\/process$/);
  // The scroll runs in the same commit that shows the new page: once its heading is there, a
  // smooth scroll would still be on its way down from the bottom; an instant one is done.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(processEn.hero.title);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test("the prerendered home page reads whole: services, Ready to Begin and the footer", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: copy.services.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: copy.services.cards[0]!.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready to Begin?" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: footerCopy.privacy }),
    ).toBeVisible();
  });
});
