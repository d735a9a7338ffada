import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** SPEC §9: compare previews are 400 px (tablet, laid out at 768) and 200 px (phone, at 375). */
const TABLET = { box: 400, device: 768 };
const PHONE = { box: 200, device: 375 };
const PICKS = [
  ["modern-mining", "Modern Mining"],
  ["cut-district", "Cut District"],
  ["snow-squatch", "Snow Squatch"],
] as const;
const WIDTHS = [320, 375, 768, 1024, 1280];
/** From this width every compared template has its own column. */
const SIDE_BY_SIDE = 1024;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
});

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The preview box of one kind in `card`, checked against its SPEC width and scaled frame. */
async function checkPreview(card: Locator, title: string, kind: "Tablet" | "Phone", room: number) {
  const spec = kind === "Tablet" ? TABLET : PHONE;
  const frame = card.locator(`iframe[title="${kind} preview of ${title}"]`);
  await expect(frame).toHaveAttribute("width", String(spec.device));
  const outer = await box(frame.locator(".."));
  // The full SPEC width whenever the card has room for it, else the card's width: never cropped.
  expect(Math.round(outer.width), `${kind} box of ${title}`).toBe(Math.min(spec.box, room));
  // The frame is scaled to the box, so the whole laid-out page width shows.
  await expect
    .poll(async () => Math.abs((await box(frame)).width - outer.width), {
      message: `${kind} frame of ${title} scaled to its box`,
    })
    .toBeLessThanOrEqual(2);
}

/**
 * One column per template, level with each other: the cards share a top, and each fact row
 * (Industry, Style, ...) starts at the same height in every column; the previews sit centred
 * in their card.
 */
async function checkSideBySide(drawer: Locator, count: number, width: number) {
  const cards = await drawer.getByRole("listitem").all();
  expect(cards).toHaveLength(count);
  const layout = await Promise.all(
    cards.map((card) =>
      card.evaluate((el) => {
        const rect = el.getBoundingClientRect();
        const frames = [...el.querySelectorAll("iframe")].map((f) =>
          f.parentElement!.getBoundingClientRect(),
        );
        const left = Math.min(...frames.map((f) => f.left));
        const right = Math.max(...frames.map((f) => f.right));
        return {
          top: rect.top,
          left: rect.left,
          // The middle of the content box: padding and border are the same on both sides.
          contentCentre: rect.left + rect.width / 2,
          previewsCentre: (left + right) / 2,
          rows: [...el.querySelectorAll("dt")].map((dt) =>
            Math.round(dt.getBoundingClientRect().top),
          ),
        };
      }),
    ),
  );
  const where = `${count} template(s) at ${width}px`;
  for (const [i, card] of layout.entries()) {
    expect(
      Math.abs(card.top - layout[0]!.top),
      `card ${i} level with the first, ${where}`,
    ).toBeLessThan(1);
    if (i > 0)
      expect(card.left, `card ${i} right of the one before, ${where}`).toBeGreaterThan(
        layout[i - 1]!.left,
      );
    expect(card.rows, `fact rows of card ${i} level with the first's, ${where}`).toEqual(
      layout[0]!.rows,
    );
    expect(
      Math.abs(card.previewsCentre - card.contentCentre),
      `previews of card ${i} centred, ${where}`,
    ).toBeLessThanOrEqual(1);
  }
  expect(layout[0]!.rows).toHaveLength(7);
}

async function openDrawer(page: Page, count: number) {
  const slugs = PICKS.slice(0, count).map(([slug]) => slug);
  await page.goto(`/templates?compare=${slugs.join("%2C")}`);
  await page.getByRole("button", { name: `Compare (${count})` }).click();
  const drawer = page.getByRole("dialog", { name: "Compare templates" });
  await expect(drawer.getByRole("heading", { level: 3 })).toHaveCount(count);
  return drawer;
}

test.describe("the compare drawer fits every width", () => {
  // Sets its own widths, so it runs once.

  for (const count of [1, 2, 3]) {
    test(`${count} template(s) at ${WIDTHS.join(", ")} px`, async ({ page }) => {
      test.slow(); // up to six live frames, checked at four widths
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      const drawer = await openDrawer(page, count);
      const panel = drawer.locator(":scope > div > div");
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        const edge = await box(panel);
        expect(edge.x, `drawer inside the window at ${width}px`).toBeGreaterThanOrEqual(0);
        expect(edge.x + edge.width).toBeLessThanOrEqual(width);
        for (const [, title] of PICKS.slice(0, count)) {
          const card = drawer.getByRole("listitem").filter({
            has: page.getByRole("heading", { name: title, level: 3 }),
          });
          const remove = card.getByRole("button", { name: `Remove ${title}` });
          await expect(remove).toBeVisible();
          for (const [name, item] of [
            ["card", await box(card)],
            ["Remove", await box(remove)],
          ] as const) {
            const where = `${name} of ${title} at ${width}px`;
            expect(item.x, where).toBeGreaterThanOrEqual(edge.x);
            expect(item.x + item.width, where).toBeLessThanOrEqual(edge.x + edge.width + 0.5);
          }
          const inner = await card.evaluate((el) => {
            const style = getComputedStyle(el);
            return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          });
          await checkPreview(card, title, "Tablet", Math.floor(inner));
          if (width >= 768) await checkPreview(card, title, "Phone", Math.floor(inner));
        }
        if (width >= SIDE_BY_SIDE) await checkSideBySide(drawer, count, width);
        // Nothing scrolls sideways: not the dialog, not the list of cards.
        for (const target of [drawer, drawer.getByRole("list")]) {
          expect(await target.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
        }
      }
    });
  }
});
