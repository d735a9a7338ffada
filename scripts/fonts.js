// `node scripts/fonts.js`: writes each template site's `fonts.css` (issue 34, point 3) from the
// table below: its faces, self-hosted from their @fontsource packages (latin subset, woff2,
// `font-display: swap`), and for each face a metric-matched fallback on the system's Arial
// (or Times New Roman for a serif), so the page does not move when the face arrives.
//
// The fallback's size-adjust, ascent, descent and line-gap overrides are measured in Chromium
// (the browser the site is tested in), at the weights the site draws that face in:
//   size-adjust      width of the site's own copy (English and French; its titles for a display
//                    face, in capitals where the site sets them so) in the face / in the
//                    fallback (Liberation Sans and Serif, metric twins of Arial and Times)
//   ascent, descent  the face's own, as the browser reads them, divided by size-adjust
//   line gap         the face's `line-height: normal` minus ascent and descent, likewise
// It also checks that every character of the site's copy inside the latin subset's range
// has a glyph in the face, and names those outside it (drawn by the fallback).
//
//   node scripts/fonts.js          measure and write app/templates/<site>/fonts.css
//   node scripts/fonts.js --check  measure and fail if a written file differs
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { format, resolveConfig } from "prettier";
import { chromiumPath } from "./check-chromium.js";

const ROOT = resolve(import.meta.dirname, "..");

/**
 * The faces: their package, the latin file, the weights it covers (a variable face's axis,
 * or a static file's weight) and the fallback it is matched to.
 * `role` is what its size-adjust is matched on: the site's titles (display) or all its copy
 * (body); `upper` when the site sets that face in capitals (the barbershop's headings).
 * @typedef {{ family: string, role: "display" | "body", upper?: boolean, pkg: string, file: string, weight: string, kind: "sans" | "serif" }} Face
 * @type {Record<string, Face>}
 */
const FACES = {
  archivo: {
    family: "Archivo",
    role: "display",
    pkg: "@fontsource-variable/archivo",
    file: "archivo-latin-wght-normal.woff2",
    weight: "100 900",
    kind: "sans",
  },
  plex: {
    family: "IBM Plex Sans",
    role: "body",
    pkg: "@fontsource-variable/ibm-plex-sans",
    file: "ibm-plex-sans-latin-wght-normal.woff2",
    weight: "100 700",
    kind: "sans",
  },
  playfair: {
    family: "Playfair Display",
    role: "display",
    pkg: "@fontsource-variable/playfair-display",
    file: "playfair-display-latin-wght-normal.woff2",
    weight: "400 900",
    kind: "serif",
  },
  instrument: {
    family: "Instrument Sans",
    role: "body",
    pkg: "@fontsource-variable/instrument-sans",
    file: "instrument-sans-latin-wght-normal.woff2",
    weight: "400 700",
    kind: "sans",
  },
  franklin: {
    family: "Libre Franklin",
    role: "body",
    pkg: "@fontsource-variable/libre-franklin",
    file: "libre-franklin-latin-wght-normal.woff2",
    weight: "100 900",
    kind: "sans",
  },
  shoulders: {
    family: "Big Shoulders Display",
    role: "display",
    upper: true,
    pkg: "@fontsource/big-shoulders-display",
    file: "big-shoulders-display-latin-800-normal.woff2",
    weight: "800",
    kind: "sans",
  },
  manrope: {
    family: "Manrope",
    role: "body",
    pkg: "@fontsource-variable/manrope",
    file: "manrope-latin-wght-normal.woff2",
    weight: "200 800",
    kind: "sans",
  },
  spaceGrotesk: {
    family: "Space Grotesk",
    role: "display",
    pkg: "@fontsource-variable/space-grotesk",
    file: "space-grotesk-latin-wght-normal.woff2",
    weight: "300 700",
    kind: "sans",
  },
  geist: {
    family: "Geist",
    role: "body",
    pkg: "@fontsource-variable/geist",
    file: "geist-latin-wght-normal.woff2",
    weight: "100 900",
    kind: "sans",
  },
  fredoka: {
    family: "Fredoka",
    role: "display",
    pkg: "@fontsource-variable/fredoka",
    file: "fredoka-latin-wght-normal.woff2",
    weight: "300 700",
    kind: "sans",
  },
  nunito: {
    family: "Nunito",
    role: "body",
    pkg: "@fontsource-variable/nunito",
    file: "nunito-latin-wght-normal.woff2",
    weight: "200 1000",
    kind: "sans",
  },
};

/**
 * Each site's folder and faces. A site's pages draw headings at 600 to 800 and text at
 * 400 to 800, so a fallback is matched at 400 (text) and 700 (headings, bold text): the
 * browser picks the nearer one for the weights between.
 */
const SITES = [
  { site: "mining", faces: ["archivo", "plex"] },
  { site: "construction", faces: ["playfair", "instrument", "franklin"] },
  { site: "cut-district", faces: ["shoulders", "manrope"] },
  { site: "robot", faces: ["spaceGrotesk", "geist"] },
  { site: "snow-squatch", faces: ["fredoka", "nunito"] },
];

/** Google's latin subset, as the packages declare it: French needs nothing else (œ, « », ’, €, U+202F). */
const LATIN =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/** The system faces a fallback stands on, by kind and weight: Arial's and Times' names first. */
const LOCAL = {
  sans: {
    400: ["Arial", "ArialMT", "Helvetica", "Liberation Sans", "LiberationSans", "Arimo"],
    700: [
      "Arial Bold",
      "Arial-BoldMT",
      "Helvetica Bold",
      "Helvetica-Bold",
      "Liberation Sans Bold",
      "LiberationSans-Bold",
      "Arimo Bold",
    ],
    measured: "Liberation Sans",
  },
  serif: {
    400: ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "LiberationSerif", "Tinos"],
    700: [
      "Times New Roman Bold",
      "TimesNewRomanPS-BoldMT",
      "Liberation Serif Bold",
      "LiberationSerif-Bold",
      "Tinos Bold",
    ],
    measured: "Liberation Serif",
  },
};

/** @param {string} range "U+0000-00FF, U+0131" */
const inRange = (range) => {
  const spans = range.split(",").map((part) => {
    const [from = "0", to = from] = part.trim().slice(2).split("-");
    return [parseInt(from, 16), parseInt(to, 16)];
  });
  return (/** @type {number} */ code) => spans.some(([a = 0, b = 0]) => code >= a && code <= b);
};

/** @param {string} dir @returns {string[]} */
const contentFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(en|fr)\.ts$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));

/**
 * The words of a site's copy in both languages: its content files' string literals, or only
 * its titles (`title: "..."`, `heading…`), which its display face draws.
 * @param {string} site
 * @param {boolean} titles
 */
function siteCopy(site, titles) {
  const text = contentFiles(join(ROOT, "app/templates", site))
    .map((file) => readFileSync(file, "utf8"))
    .join("\n");
  const literal = titles
    ? /\b(?:title|heading|headline)\w*:\s*(?:"((?:[^"\\\n]|\\.)*)"|`([^`]*)`)/g
    : /"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g;
  const strings = [...text.matchAll(literal)]
    .map((m) =>
      (m[1] ?? m[2] ?? "").replace(/\\u([0-9a-f]{4})/gi, (_, h) =>
        String.fromCharCode(parseInt(h, 16)),
      ),
    )
    .filter((s) => /[a-zà-ÿ]/i.test(s) && (titles || /\s/.test(s)));
  return strings.join(" ");
}

/**
 * @typedef {{ sizeAdjust: number, ascent: number, descent: number, lineGap: number }} Metrics
 * @typedef {{ face: Face, fallbacks: Record<number, Metrics>, outside: string, missing: string }} Measured
 */

/** @param {number} value */
const percent = (value) => `${(value * 100).toFixed(2)}%`;

async function measure() {
  const browser = await chromium.launch({
    executablePath: chromiumPath().path,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const page = await browser.newPage();
  await page.setContent("<!doctype html><html><body></body></html>");
  /** @type {Record<string, Measured>} */
  const results = {};
  for (const { site, faces } of SITES) {
    const copy = siteCopy(site, false);
    const titles = siteCopy(site, true);
    const latin = inRange(LATIN);
    const chars = [...new Set(copy)].filter((c) => c.trim());
    const outside = chars.filter((c) => !latin(c.codePointAt(0) ?? 0)).join("");
    for (const key of faces) {
      const face = FACES[key];
      if (!face) throw new Error(`No face ${key}`);
      const bytes = readFileSync(join(ROOT, "node_modules", face.pkg, "files", face.file));
      const [low = 400, high = low] = face.weight.split(" ").map(Number);
      const weights = [400, 700].map((w) => Math.min(high, Math.max(low, w)));
      const measured = await page.evaluate(
        async ({ base64, family, weight, local, copy, chars, weights }) => {
          const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
          const font = new FontFace(`measure ${family}`, data, { weight });
          await font.load();
          document.fonts.add(font);
          const canvas = document.createElement("canvas").getContext("2d");
          if (!canvas) throw new Error("no canvas");
          const width = (/** @type {string} */ css, /** @type {string} */ text) => {
            canvas.font = css;
            return canvas.measureText(text).width;
          };
          const box = document.createElement("span");
          box.style.cssText =
            "position:absolute;line-height:normal;font-size:100px;white-space:nowrap";
          box.textContent = "Hxg";
          document.body.append(box);
          /** @param {string} css */
          const vertical = (css) => {
            box.style.font = css;
            box.style.lineHeight = "normal";
            canvas.font = css;
            const m = canvas.measureText("Hxg");
            return {
              ascent: m.fontBoundingBoxAscent,
              descent: m.fontBoundingBoxDescent,
              height: box.getBoundingClientRect().height,
            };
          };
          /** @type {Record<number, { sizeAdjust: number, ascent: number, descent: number, lineGap: number }>} */
          const out = {};
          for (const w of weights) {
            const own = `${w} 100px "measure ${family}"`;
            const theirs = `${w >= 600 ? 700 : 400} 100px "${local}"`;
            const v = vertical(own);
            out[w] = {
              sizeAdjust: width(own, copy) / width(theirs, copy),
              ascent: v.ascent / 100,
              descent: v.descent / 100,
              lineGap: Math.max(0, v.height - v.ascent - v.descent) / 100,
            };
          }
          // A glyph the face lacks is drawn by the next family: two different ones disagree.
          const missing = chars.filter(
            (c) =>
              width(`400 100px "measure ${family}", monospace`, c) !==
              width(`400 100px "measure ${family}", serif`, c),
          );
          box.remove();
          return { out, missing: missing.join("") };
        },
        {
          base64: bytes.toString("base64"),
          family: face.family,
          weight: face.weight,
          local: LOCAL[face.kind].measured,
          copy: face.role === "display" ? (face.upper ? titles.toUpperCase() : titles) : copy,
          chars: chars.filter((c) => latin(c.codePointAt(0) ?? 0)),
          weights,
        },
      );
      /** @type {Record<number, Metrics>} */
      const fallbacks = {};
      for (const [w, m] of Object.entries(measured.out)) {
        fallbacks[Number(w) >= 600 ? 700 : 400] = {
          sizeAdjust: m.sizeAdjust,
          ascent: m.ascent / m.sizeAdjust,
          descent: m.descent / m.sizeAdjust,
          lineGap: m.lineGap / m.sizeAdjust,
        };
      }
      results[`${site}:${key}`] = { face, fallbacks, outside, missing: measured.missing };
    }
  }
  await browser.close();
  return results;
}

/**
 * The stylesheet of a site.
 * @param {string} site
 * @param {string[]} faces
 * @param {Record<string, Measured>} results
 */
function css(site, faces, results) {
  const lines = [
    `/*`,
    ` * The type of the ${site} site (app/assets/fonts/README.md). Written by`,
    ` * scripts/fonts.js: change its table and run \`node scripts/fonts.js\`, do not edit by hand.`,
    ` * Imported by the site's layout route, so only its pages load these rules; a browser`,
    ` * downloads a face only for text drawn in it.`,
    ` */`,
  ];
  for (const key of faces) {
    const measured = results[`${site}:${key}`];
    if (!measured) throw new Error(`${site}: ${key} was not measured`);
    const { face, fallbacks } = measured;
    lines.push(
      "",
      `@font-face {`,
      `  font-family: "${face.family}";`,
      `  font-style: normal;`,
      `  font-weight: ${face.weight};`,
      `  font-display: swap;`,
      `  src: url("${face.pkg}/files/${face.file}") format("woff2");`,
      `  unicode-range: ${LATIN};`,
      `}`,
    );
    for (const [weight, m] of /** @type {[`${400 | 700}`, Metrics][]} */ (
      Object.entries(fallbacks)
    )) {
      lines.push(
        "",
        `/* Until ${face.family} ${weight} arrives: ${face.kind === "serif" ? "Times New Roman" : "Arial"} (or its metric twin) sized to it. */`,
        `@font-face {`,
        `  font-family: "${face.family} Fallback";`,
        `  font-style: normal;`,
        `  font-weight: ${weight};`,
        `  src: ${LOCAL[face.kind][weight].map((name) => `local("${name}")`).join(", ")};`,
        `  size-adjust: ${percent(m.sizeAdjust)};`,
        `  ascent-override: ${percent(m.ascent)};`,
        `  descent-override: ${percent(m.descent)};`,
        `  line-gap-override: ${percent(m.lineGap)};`,
        `}`,
      );
    }
  }
  return `${lines.join("\n")}\n`;
}

const results = await measure();
let stale = 0;
for (const { site, faces } of SITES) {
  const file = join(ROOT, "app/templates", site, "fonts.css");
  const text = await format(css(site, faces, results), {
    ...(await resolveConfig(file)),
    filepath: file,
  });
  for (const key of faces) {
    const r = results[`${site}:${key}`];
    if (!r) continue;
    const f = Object.entries(r.fallbacks)
      .map(
        ([w, m]) =>
          `${w}: size ${percent(m.sizeAdjust)} asc ${percent(m.ascent)} desc ${percent(m.descent)} gap ${percent(m.lineGap)}`,
      )
      .join("; ");
    console.log(`${site} ${r.face.family}: ${f}`);
    if (r.missing) console.log(`  MISSING in the face: ${r.missing}`);
  }
  const outside = results[`${site}:${faces[0]}`]?.outside;
  if (outside)
    console.log(`  ${site} copy outside the latin subset (drawn by the fallback): ${outside}`);
  if (process.argv.includes("--check")) {
    const old = readFileSync(file, "utf8");
    if (old !== text) {
      console.error(`${relative(ROOT, file)} is not what scripts/fonts.js writes`);
      stale += 1;
    }
  } else writeFileSync(file, text);
}
if (stale) process.exit(1);
