// `npm run images`: draws the site's raster images from its own sources, with Chromium:
//   public/icons/  the app icons (192, 512, maskable 512, Apple touch 180) from public/favicon.svg
//   public/share/  the 1200 × 630 share image of each family of pages (page-meta.ts), a
//                  picture of the page itself: the studio's home, process, portfolio, the gallery
// Run it after a change to the mark or to those pages' first screen, on a production build
// (it builds one if build/client is missing), and commit the images.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { chromium } from "@playwright/test";
import { createApp } from "../server/app.js";
import { chromiumPath } from "./check-chromium.js";

const ROOT = resolve(import.meta.dirname, "..");
const PUBLIC = join(ROOT, "public");
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

const app = createApp({ root: join(ROOT, process.env.BUILD_DIR ?? "build", "client") });
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
await browser.close();
server.close();
