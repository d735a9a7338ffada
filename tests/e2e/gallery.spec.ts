import { galleryCardsEn } from "../../app/gallery/content/gallery-cards.en";
import { galleryCardsFr } from "../../app/gallery/content/gallery-cards.fr";
import type { Page } from "@playwright/test";
import { galleryDialogsEn } from "../../app/gallery/content/gallery-dialogs.en";
import { galleryDialogsFr } from "../../app/gallery/content/gallery-dialogs.fr";
import { galleryEn } from "../../app/gallery/content/gallery.en";
import { galleryFr } from "../../app/gallery/content/gallery.fr";
import { quoteEn } from "../../app/quote/content/quote.en";
import { homeEn } from "../../app/studio/content/home.en";
import { constructionGalleryEn } from "../../app/templates/construction/content/gallery.en";
import { cutDistrictGalleryEn } from "../../app/templates/cut-district/content/gallery.en";
import { miningGalleryEn } from "../../app/templates/mining/content/gallery.en";
import { robotGalleryEn } from "../../app/templates/robot/content/gallery.en";
import { robotTemplateEn as robotTemplateEnFirstScreen } from "../../app/templates/robot/content/home.en";
import { robotTemplateSectionsEn } from "../../app/templates/robot/content/home-sections.en";
import { snowSquatchGalleryEn } from "../../app/templates/snow-squatch/content/gallery.en";
import { containing, fill, withNumbers } from "./copy";
import { axe, expect, networkQuiet, test } from "./fixtures";

/** The page's copy: its first screen and its later sections. */
const robotTemplateEn = { ...robotTemplateEnFirstScreen, ...robotTemplateSectionsEn };

/*
 * Expected copy comes from the content modules. The empty states that SPEC.md §2.8 fixes word
 * for word stay literal on purpose, as the contract under test: "No templates found matching
 * your criteria.", "No templates found / Try adjusting your search or filter criteria" and "No
 * templates to compare / Select templates from the gallery to compare them side-by-side". So do
 * the "Failed to load template" log (SPEC §8), the studio's name (site.config.ts reads
 * import.meta.env), and the test's own data: search terms, business names, slugs and URLs.
 */

const copy = galleryEn;
const dialogs = galleryDialogsEn;
const cardWords = galleryCardsEn;
const mining = miningGalleryEn.title;
const construction = constructionGalleryEn.title;
const cutDistrict = cutDistrictGalleryEn.title;
const robot = robotGalleryEn.title;
const snowSquatch = snowSquatchGalleryEn.title;
const TITLES = [mining, construction, cutDistrict, robot, snowSquatch];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
});

const cards = (page: Page) => page.getByTestId("template-grid").getByRole("article");

async function openGallery(page: Page, search = "") {
  await page.goto(`/templates${search}`);
  await expect(page.getByRole("status").filter({ hasText: /templates/ })).toContainText(
    withNumbers(copy.results),
  );
}

/** Holds each request for the mining template's card module until the returned function is called. */
async function holdMiningCard(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/mining-gallery-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test(
  "arriving from another page, shows 6 skeleton cards while the templates load one by one, then the five templates",
  { tag: "@responsive" },
  async ({ page }) => {
    await page.goto("/");
    const release = await holdMiningCard(page);
    await page.getByRole("link", { name: homeEn.hero.viewProjects }).click();
    await expect(page).toHaveURL(/\/templates$/);
    await expect(page.getByTestId("skeleton-card")).toHaveCount(6);
    await expect(page.getByRole("status").filter({ hasText: copy.loading })).toBeVisible();
    release();
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByTestId("skeleton-card")).toHaveCount(0);
    for (const title of TITLES)
      await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible();
    await expect(
      page.getByRole("link", { name: containing(fill(copy.backHome, { brand: "Nickel & Pine" })) }),
    ).toHaveAttribute("href", "/");
  },
);

test.describe("the gallery's own page", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, waitForHydration: false });

    for (const [path, words, card, prefix] of [
      ["/templates", copy, cardWords, ""],
      ["/fr/templates", galleryFr, galleryCardsFr, "/fr"],
    ] as const) {
      test(`${path} holds all five cards, their facts and their links`, async ({ page }) => {
        await page.goto(path);
        await expect(cards(page)).toHaveCount(5);
        for (const title of TITLES)
          await expect(page.getByRole("heading", { name: title, level: 2 })).toBeVisible();
        await expect(page.getByRole("main").getByRole("status")).toHaveText(
          fill(words.results, { count: 5, total: 5 }),
        );
        await expect(page.getByTestId("skeleton-card")).toHaveCount(0);
        await expect(
          page.getByRole("link", { name: fill(card.card.openLabel, { title: mining }) }),
        ).toHaveAttribute("href", `${prefix}/templates/modern-mining`);
      });
    }
  });

  test("keeps its cards while their modules load, their buttons waiting for them, then opens a preview", async ({
    page,
  }) => {
    const release = await holdMiningCard(page);
    await page.goto("/templates");
    await expect(cards(page)).toHaveCount(5);
    await expect(page.getByTestId("skeleton-card")).toHaveCount(0);
    const preview = page.getByRole("button", {
      name: fill(cardWords.card.previewLabel, { title: construction }),
    });
    // Nothing but its code can open the preview: until then it is refused in sight.
    await expect(preview).toBeDisabled();
    release();
    await preview.click();
    const dialog = page.getByRole("dialog", {
      name: fill(dialogs.preview.title, { title: construction }),
    });
    await expect(dialog).toBeVisible();
    await expect(cards(page)).toHaveCount(5);
  });
});

test("the gallery downloads each template's card module in gallery order, never a template site's own code", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const name = new URL(request.url()).pathname.split("/").pop()!;
    if (name.endsWith(".js")) scripts.push(name);
  });
  await page.goto("/templates");
  await expect(cards(page)).toHaveCount(5);
  await networkQuiet(page);
  // Chunks of a template folder carry its name (vite.config.ts); its card module is "<folder>-gallery".
  const siteChunks = scripts.filter((name) =>
    /^(mining|construction|cut-district|robot|snow-squatch)-/.test(name),
  );
  expect(siteChunks.filter((name) => !/^[a-z-]+-gallery[.-]/.test(name))).toEqual([]);
  expect(
    siteChunks
      .filter((name) => /^[a-z-]+-gallery-/.test(name))
      .map((name) => name.replace(/-gallery-.*$/, "")),
  ).toEqual(["mining", "construction", "cut-district", "robot", "snow-squatch"]);
});

// On a phone (Lighthouse's mobile preset), where the list used to vanish for a moment and the
// footer jump up and back: the page now holds its cards, and hydrating them moves nothing.
test("on a phone nothing shifts while the gallery loads and hydrates", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(() => {
    const shifts: { value: number; what: string }[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[]) {
        const what = (entry.sources ?? []).map((source) => source.node?.nodeName ?? "?").join(",");
        shifts.push({ value: entry.value, what });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/templates");
  await expect(cards(page)).toHaveCount(5);
  await expect(page.getByTestId("skeleton-card")).toHaveCount(0);
  const shifts = () =>
    page.evaluate(
      () => (window as unknown as { __shifts: { value: number; what: string }[] }).__shifts,
    );
  // Layout shifts are reported after the frame that made them.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))),
  );
  const total = (await shifts()).reduce((sum, shift) => sum + shift.value, 0);
  expect(total, JSON.stringify(await shifts())).toBeLessThanOrEqual(0.01);
});

test(
  "cards show up to 3 highlights and 3 tags, metrics, posters not frames, and Pro badges",
  { tag: "@responsive" },
  async ({ page }) => {
    await openGallery(page);
    const card = cards(page).filter({ hasText: mining });
    const { metrics } = miningGalleryEn;
    await expect(card.getByRole("listitem")).toHaveCount(6);
    await expect(card.getByText(miningGalleryEn.tags[0]!, { exact: true })).toBeVisible();
    await expect(card.getByRole("term")).toHaveText([
      metrics.size,
      metrics.accessibility,
      metrics.languages,
    ]);
    await expect(card.getByRole("img")).toHaveAttribute("alt", miningGalleryEn.coverAlt);
    await expect(card.getByText(cardWords.card.pro, { exact: true })).toHaveCount(0);
    await expect(
      cards(page).filter({ hasText: construction }).getByText(cardWords.card.pro, { exact: true }),
    ).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    // The page fetches the first card's poster (a picture of the site) with its HTML, ahead
    // of the others.
    const preloaded = page.locator('link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(preloaded).toHaveCount(1);
    await expect(cards(page).first().getByRole("img")).toHaveAttribute(
      "srcset",
      (await preloaded.getAttribute("imagesrcset")) ?? "no preload",
    );
    await expect(cards(page).first().getByRole("img")).toHaveAttribute("src", /\.webp$/);
  },
);

test("search is case-insensitive, bilingual, kept in the URL and survives a reload", async ({
  page,
}) => {
  await openGallery(page);
  const search = page.getByRole("searchbox", { name: copy.search.label });
  await search.fill("BARBIER");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(cutDistrict);
  await expect(page).toHaveURL(/\?q=BARBIER$/);
  await page.reload();
  await expect(search).toHaveValue("BARBIER");
  await expect(cards(page)).toHaveCount(1);
  await search.fill("booking");
  await expect(cards(page)).toHaveCount(1);
  await search.fill("zeppelin");
  await expect(page.getByText("No templates found matching your criteria.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No templates found" })).toBeVisible();
  await expect(page.getByText("Try adjusting your search or filter criteria")).toBeVisible();
  await page.getByRole("button", { name: copy.filters.clear }).click();
  await expect(cards(page)).toHaveCount(5);
  await expect(page).toHaveURL(/\/templates$/);
});

test("industry and style filters narrow the list and live in the URL", async ({ page }) => {
  await openGallery(page);
  await page
    .getByRole("combobox", { name: copy.filters.industry })
    .selectOption(miningGalleryEn.industry);
  await expect(cards(page)).toHaveCount(1);
  await expect(page).toHaveURL(/industry=Mining/);
  await page.getByRole("combobox", { name: copy.filters.industry }).selectOption("");
  await page
    .getByRole("combobox", { name: copy.filters.style })
    .selectOption(snowSquatchGalleryEn.style);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(snowSquatch);
  await page.goto("/templates?industry=Mining&style=Playful");
  await expect(page.getByRole("heading", { name: "No templates found" })).toBeVisible();
});

test(
  "the immersive view is a second way to browse, with live frames created only near the viewport",
  { tag: "@responsive" },
  async ({ page }) => {
    await openGallery(page);
    await page.getByRole("button", { name: copy.view.immersive }).click();
    await expect(page).toHaveURL(/view=immersive/);
    await expect(page.getByRole("button", { name: copy.view.immersive })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    const slides = page.getByTestId("immersive-view").getByRole("region");
    await expect(slides).toHaveCount(5);
    await expect(page.getByRole("heading", { name: mining, level: 2 })).toBeVisible();
    const frames = page.getByTestId("immersive-view").locator("iframe");
    await expect(frames.first()).toHaveAttribute("src", "/templates/modern-mining");
    const lastSlide = slides.filter({ hasText: snowSquatch });
    await expect(lastSlide.locator("iframe")).toHaveCount(0);
    expect(await frames.count()).toBeLessThan(5);
    await lastSlide.scrollIntoViewIfNeeded();
    await expect(lastSlide.locator("iframe")).toHaveAttribute("src", "/templates/snow-squatch");
    await page.reload();
    await expect(page.getByTestId("immersive-view")).toBeVisible();
  },
);

test(
  "preview renders the template at exactly desktop, tablet and phone widths",
  { tag: "@responsive" },
  async ({ page }) => {
    await openGallery(page);
    await page
      .getByRole("button", { name: fill(cardWords.card.previewLabel, { title: mining }) })
      .click();
    const dialog = page.getByRole("dialog", {
      name: fill(dialogs.preview.title, { title: mining }),
    });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator("iframe");
    await expect(frame).toHaveAttribute("src", "/templates/modern-mining");
    const widthInside = () =>
      dialog
        .frameLocator("iframe")
        .locator("body")
        .evaluate(() => window.innerWidth);
    await expect.poll(widthInside).toBe(1280);
    for (const [name, width] of [
      [dialogs.preview.tablet, 768],
      [dialogs.preview.phone, 375],
      [dialogs.preview.desktop, 1280],
    ] as const) {
      await dialog.getByRole("button", { name }).click();
      await expect(dialog.getByRole("button", { name })).toHaveAttribute("aria-pressed", "true");
      await expect(dialog.locator("iframe")).toHaveAttribute("width", String(width));
      await expect.poll(widthInside).toBe(width);
    }
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  },
);

test("preview: previous/next, open in a new tab, and a quote noted with the template", async ({
  page,
}) => {
  await openGallery(page);
  await page
    .getByRole("button", { name: fill(cardWords.card.previewLabel, { title: mining }) })
    .click();
  await page.getByRole("button", { name: dialogs.preview.next }).click();
  const dialog = page.getByRole("dialog", {
    name: fill(dialogs.preview.title, { title: construction }),
  });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("preview-path")).toHaveText("/templates/premium-construction");
  await expect(dialog.getByRole("link", { name: dialogs.preview.newTab })).toHaveAttribute(
    "href",
    "/templates/premium-construction",
  );
  await expect(dialog.getByRole("link", { name: dialogs.preview.newTab })).toHaveAttribute(
    "target",
    "_blank",
  );
  await page.getByRole("button", { name: dialogs.preview.previous }).click();
  await page.getByRole("button", { name: dialogs.preview.previous }).click();
  await expect(
    page.getByRole("dialog", { name: fill(dialogs.preview.title, { title: snowSquatch }) }),
  ).toBeVisible();
  await page.getByRole("button", { name: dialogs.preview.quote }).click();
  const quote = page.getByRole("dialog", { name: quoteEn.title });
  await expect(quote).toBeVisible();
  await expect(quote.getByText(fill(quoteEn.template, { title: snowSquatch }))).toBeVisible();
});

test("preview: the business name starts from the quote draft and shows in the template's brand spots", async ({
  page,
}) => {
  await page.addInitScript(() =>
    sessionStorage.setItem(
      "quote-draft",
      JSON.stringify({
        step: 2,
        projectType: "new-website",
        businessName: "Lakeshore Plumbing",
        industry: "",
        otherIndustry: "",
        email: "",
        phone: "",
        savedAt: Date.now(),
      }),
    ),
  );
  // The footer's code is held until the name has reached the frame: a part that hydrates
  // after the name arrived must still match its prerendered HTML first (else React throws).
  let releaseFooter = () => {};
  const footerHeld = new Promise<void>((resolve) => (releaseFooter = resolve));
  await page.route(/mining-MiningFooter-[\w-]+\.js$/, async (route) => {
    await footerHeld;
    await route.continue();
  });
  await openGallery(page);
  await page
    .getByRole("button", { name: fill(cardWords.card.previewLabel, { title: mining }) })
    .click();
  const field = page.getByRole("textbox", { name: dialogs.preview.brandLabel });
  await expect(field).toHaveValue("Lakeshore Plumbing");
  // The template's brand spots show the visitor's name, as text.
  const frame = page.getByRole("dialog").frameLocator("iframe");
  await expect(
    frame.getByRole("banner").getByText("Lakeshore Plumbing", { exact: true }),
  ).toBeVisible();
  releaseFooter();
  await expect(
    frame.getByRole("contentinfo").getByText("Lakeshore Plumbing", { exact: true }),
  ).toBeVisible();
  await field.fill("<b>Nickel Belt Outfitters</b>");
  await expect(
    frame.getByRole("banner").getByText("<b>Nickel Belt Outfitters</b>", { exact: true }),
  ).toBeVisible();
  await expect(frame.locator("b")).toHaveCount(0);
});

test("navigate messages: the frame's own are followed by the SPEC rule, spoofed ones ignored", async ({
  page,
}) => {
  await openGallery(page);
  await page
    .getByRole("button", { name: fill(cardWords.card.previewLabel, { title: robot }) })
    .click();
  const dialog = page.getByRole("dialog", { name: fill(dialogs.preview.title, { title: robot }) });
  const shown = dialog.getByTestId("preview-path");
  const frame = dialog.frameLocator("iframe");
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(robotTemplateEn.hero.title);

  // Every path the dialog shows from here on, to prove what it never showed.
  await shown.evaluate((element) => {
    const seen: string[] = [];
    Object.assign(window, { shownPaths: seen });
    new MutationObserver(() => seen.push(element.textContent ?? "")).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  const shownPaths = () =>
    page.evaluate(() => [...new Set((window as unknown as { shownPaths: string[] }).shownPaths)]);
  /** A message from the frame itself; messages are handled in the order they are sent. */
  const fromFrame = (path: string) =>
    frame
      .locator("body")
      .evaluate(
        (_, path) => window.parent.postMessage({ type: "navigate", path }, window.location.origin),
        path,
      );

  // From the page itself, and with a foreign origin: both ignored.
  await page.evaluate(() =>
    window.postMessage({ type: "navigate", path: "/contact" }, window.location.origin),
  );
  await page.evaluate(() => {
    const source = document.querySelector("iframe")!.contentWindow;
    window.dispatchEvent(
      new MessageEvent("message", {
        data: { type: "navigate", path: "/news" },
        origin: "http://evil.example",
        source,
      }),
    );
  });
  // From our frame: any other path is appended to the template's route. Sent after the
  // spoofed ones, it is handled after them: the dialog showed it and nothing before it.
  await fromFrame("/about");
  await expect(shown).toHaveText("/templates/robot-template/about");
  await expect(dialog.locator("iframe")).toHaveAttribute("src", "/templates/robot-template/about");
  expect(await shownPaths()).toEqual(["/templates/robot-template/about"]);

  for (const bad of ["javascript:alert(1)", "//evil.example", "https://evil.example/x"]) {
    await fromFrame(bad);
  }
  await fromFrame("/services");
  await expect(shown).toHaveText("/templates/robot-template/services");
  expect(await shownPaths()).toEqual([
    "/templates/robot-template/about",
    "/templates/robot-template/services",
  ]);

  // A click on a link to the site root inside the frame shows the template's own page.
  await expect(frame.locator("html")).toHaveAttribute("data-frame-bridge", "ready");
  await frame
    .locator('a[href="/"]')
    .first()
    .evaluate((link: HTMLElement) => link.click());
  await expect(shown).toHaveText("/templates/robot-template");
  await expect(page).toHaveURL(/\/templates$/);
});

test(
  "compare: up to three, a fourth refused with a hint, removal in the drawer, all in the URL",
  { tag: "@responsive" },
  async ({ page, viewport }) => {
    // Three live template frames and an accessibility scan: about 25 s on the 2-core machine.
    test.slow();
    await openGallery(page);
    await page.getByRole("button", { name: fill(copy.compare.open, { count: 0 }) }).click();
    const drawer = page.getByRole("dialog", { name: dialogs.compare.title });
    await expect(drawer.getByText("No templates to compare")).toBeVisible();
    await expect(
      drawer.getByText("Select templates from the gallery to compare them side-by-side"),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    for (const title of [mining, cutDistrict, snowSquatch]) {
      await page
        .getByRole("button", { name: fill(cardWords.card.compareLabel, { title }) })
        .first()
        .click();
      await expect(
        page.getByRole("button", { name: fill(cardWords.card.compareLabel, { title }) }).first(),
      ).toHaveAttribute("aria-pressed", "true");
    }
    await expect(page).toHaveURL(/compare=modern-mining%2Ccut-district%2Csnow-squatch/);
    await page
      .getByRole("button", { name: fill(cardWords.card.compareLabel, { title: robot }) })
      .click();
    await expect(page.getByRole("alert")).toHaveText(copy.compare.limit);
    await expect(
      page.getByRole("button", { name: fill(cardWords.card.compareLabel, { title: robot }) }),
    ).toHaveAttribute("aria-pressed", "false");

    await page.getByRole("button", { name: fill(copy.compare.open, { count: 3 }) }).click();
    await expect(drawer.getByRole("heading", { level: 3 })).toHaveText([
      mining,
      cutDistrict,
      snowSquatch,
    ]);
    await expect(
      drawer.getByRole("term").filter({ hasText: dialogs.compare.fields.industry }),
    ).toHaveCount(3);
    const tablet = drawer.locator(
      `iframe[title="${fill(dialogs.compare.tablet, { title: mining })}"]`,
    );
    await expect(tablet).toHaveAttribute("width", "768");
    expect(Math.round((await tablet.locator("..").boundingBox())!.width)).toBeLessThanOrEqual(400);
    if ((viewport?.width ?? 1280) >= 768) {
      const phone = drawer.locator(
        `iframe[title="${fill(dialogs.compare.phone, { title: mining })}"]`,
      );
      await expect(phone).toHaveAttribute("width", "375");
      expect(Math.round((await phone.locator("..").boundingBox())!.width)).toBe(200);
    }
    expect(await axe(page)).toEqual([]);
    await drawer
      .getByRole("button", { name: fill(dialogs.compare.remove, { title: cutDistrict }) })
      .click();
    await expect(drawer.getByRole("heading", { level: 3 })).toHaveText([mining, snowSquatch]);
    await expect(page).toHaveURL(/compare=modern-mining%2Csnow-squatch/);
    await page.keyboard.press("Escape");

    await page.reload();
    await expect(
      page.getByRole("button", { name: fill(copy.compare.open, { count: 2 }) }),
    ).toBeVisible();
    await page.goBack();
    await expect(
      page.getByRole("button", { name: fill(copy.compare.open, { count: 3 }) }),
    ).toBeVisible();
  },
);

test("a template whose module fails to load is logged and skipped; the others still show", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.route(/mining-gallery-[\w-]+\.js$/, (route) => route.abort());
  await page.clock.install();
  await page.goto("/templates");
  // Its download is tried again 1, 2 and 4 s after each failure (lib/retry.ts): the page's
  // clock jumps over those waits.
  await expect(async () => {
    await page.clock.fastForward(1_000);
    await expect(cards(page)).toHaveCount(4, { timeout: 250 });
  }).toPass({ intervals: [100], timeout: 20_000 });
  await expect(page.getByRole("heading", { name: mining })).toHaveCount(0);
  expect(errors.some((text) => text.includes('Failed to load template "modern-mining"'))).toBe(
    true,
  );
});

test("a registry slug with no module is skipped with a warning", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  await openGallery(page);
  await expect(cards(page)).toHaveCount(5);
  expect(warnings.some((text) => text.includes('"e2e-missing"'))).toBe(true);
});

test("the French gallery speaks French and finds by French words", async ({ page }) => {
  await page.goto("/fr/templates?q=d%C3%A9neigement");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(galleryFr.title);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(snowSquatch);
  await page.getByRole("button", { name: fill(galleryFr.compare.open, { count: 0 }) }).click();
  await expect(page.getByText(galleryDialogsFr.compare.emptyTitle)).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await page
    .getByRole("button", { name: fill(galleryCardsFr.card.previewLabel, { title: snowSquatch }) })
    .click();
  const dialog = page.getByRole("dialog", {
    name: fill(galleryDialogsFr.preview.title, { title: snowSquatch }),
  });
  await expect(dialog.locator("iframe")).toHaveAttribute("src", "/fr/templates/snow-squatch");
  await expect(dialog.getByTestId("preview-path")).toHaveText("/fr/templates/snow-squatch");
  expect(await axe(page)).toEqual([]);
});
