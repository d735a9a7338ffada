// `npm run images`: draws the site's raster images from its own sources, with Chromium:
//   public/icons/  the app icons (192, 512, maskable 512, Apple touch 180) from public/favicon.svg
//   public/share/  the 1200 × 630 share image of each family of pages (page-meta.ts), a
//                  picture of the page itself: the studio's home, process, portfolio, the gallery
//   app/assets/shots/<slug>/  each template's home as a visitor first sees it, in each language:
//                  on a desktop (1280 × 800) and on a phone (375 × 812), as WebP at two widths
//                  each (ui/TemplateShot draws them with srcset: the studio's hero, its portfolio
//                  and the gallery's cards show the sites themselves)
// Run it after a change to the mark or to those pages' first screen, on a production build
// (it builds one if build/client is missing), and commit the images.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { chromium } from "@playwright/test";
import { createApp } from "../server/app.js";
import { chromiumPath } from "./check-chromium.js";

const ROOT = resolve(import.meta.dirname, "..");
const PUBLIC = join(ROOT, "public");
const SHOTS = join(ROOT, "app", "assets", "shots");

/** The built site the pictures are taken from. */
const CLIENT = join(ROOT, process.env.BUILD_DIR ?? "build", "client");
/**
 * The template homes pictured, by slug: every template address the build prerendered a home
 * for (`templates/<slug>/index.html`), so a new template is pictured without a list to edit.
 */
const TEMPLATE_HOMES = readdirSync(join(CLIENT, "templates"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((slug) => existsSync(join(CLIENT, "templates", slug, "index.html")))
  .sort();
/** Each view's window, its device pixel ratio and the widths of the files written. */
const VIEWS = {
  desktop: { viewport: { width: 1280, height: 800 }, scale: 1, widths: [640, 1280] },
  phone: { viewport: { width: 375, height: 812 }, scale: 2, widths: [240, 480] },
};
const WEBP_QUALITY = 0.8;
const INK = "#0b1322";

/**
 * Each family's page, and how far down its picture starts (the gallery: at its cards).
 * @type {Record<string, [string, number]>}
 */
const FAMILIES = {
  studio: ["/", 0],
  process: ["/process", 0],
  portfolio: ["/portfolio", 0],
  templates: ["/templates", 300],
};

/**
 * The mark on the brand's night blue; `scale` is the mark's share of the square.
 * @param {string} svg
 * @param {number} scale
 */
const iconHtml = (svg, scale) => `<!doctype html><html><body style="margin:0;background:${INK};
  display:grid;place-items:center;width:100vw;height:100vh">
  <div style="width:${scale * 100}vmin;height:${scale * 100}vmin">${svg.replace("<svg ", '<svg width="100%" height="100%" ')}</div>
  </body></html>`;

const chrome = chromiumPath();
if (!chrome.ok) {
  console.error(`No Chromium at ${chrome.path}; run "node scripts/check-chromium.js" for help.`);
  process.exit(1);
}
const browser = await chromium.launch({
  executablePath: chrome.path,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});

const svg = readFileSync(join(PUBLIC, "favicon.svg"), "utf8");
for (const [file, size, scale] of /** @type {[string, number, number][]} */ ([
  ["icon-192.png", 192, 0.82],
  ["icon-512.png", 512, 0.82],
  ["icon-maskable-512.png", 512, 0.6],
  ["apple-touch-icon.png", 180, 0.72],
])) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(iconHtml(svg, scale));
  await page.screenshot({ path: join(PUBLIC, "icons", file) });
  await page.close();
  console.log(`public/icons/${file}`);
}

const app = createApp({ root: CLIENT });
const server = await new Promise((done) => {
  const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) =>
    done({ url: `http://127.0.0.1:${info.port}`, close: () => s.close() }),
  );
});
const context = await browser.newContext({
  viewport: { width: 1200, height: 630 },
  reducedMotion: "reduce",
});
await context.addInitScript(() => localStorage.setItem("hasSeenWelcome", "true"));
for (const [family, [path, scrollY]] of Object.entries(FAMILIES)) {
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate((y) => window.scrollTo(0, y), scrollY);
  await page.waitForTimeout(600);
  await page.screenshot({
    path: join(PUBLIC, "share", `${family}.jpg`),
    type: "jpeg",
    quality: 82,
  });
  await page.close();
  console.log(`public/share/${family}.jpg`);
}
/**
 * The PNG `png` scaled to `width` and encoded as WebP by the browser itself (a canvas), so no
 * image library is needed.
 * @param {import("@playwright/test").Page} page
 * @param {Buffer} png
 * @param {number} width
 */
const webpOf = async (page, png, width) => {
  const dataUrl = await page.evaluate(
    async ({ source, width, quality }) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = Math.round((image.height * width) / image.width);
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d canvas");
      context.imageSmoothingQuality = "high";
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL("image/webp", quality);
    },
    { source: `data:image/png;base64,${png.toString("base64")}`, width, quality: WEBP_QUALITY },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
};

const encoder = await browser.newPage();
for (const [view, { viewport, scale, widths }] of Object.entries(VIEWS)) {
  const shots = await browser.newContext({
    viewport,
    deviceScaleFactor: scale,
    isMobile: view === "phone",
    hasTouch: view === "phone",
    reducedMotion: "reduce",
  });
  await shots.addInitScript(() => localStorage.setItem("hasSeenWelcome", "true"));
  for (const slug of TEMPLATE_HOMES) {
    for (const locale of ["en", "fr"]) {
      const page = await shots.newPage();
      const path = `${locale === "fr" ? "/fr" : ""}/templates/${slug}`;
      await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(600);
      const png = await page.screenshot({ type: "png" });
      await page.close();
      mkdirSync(join(SHOTS, slug), { recursive: true });
      for (const width of widths) {
        const file = join(SHOTS, slug, `${view}-${locale}-${width}.webp`);
        writeFileSync(file, await webpOf(encoder, png, width));
        console.log(relative(ROOT, file));
      }
    }
  }
  await shots.close();
}
await browser.close();
server.close();
