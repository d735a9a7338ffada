/**
 * Search visibility, read from what the server sends (no browser needed):
 * sitemap.xml and robots.txt from the route table, each studio page's title,
 * description, canonical, hreflang, Open Graph and Twitter tags with a share
 * image that exists, the studio as a local business (JSON-LD) on the home
 * page, the web app manifest and its icons; every demo template page says
 * noindex and stays out of the sitemap.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { decodeHtml, prerenderedPaths } from "./test-build";

const ORIGIN = "https://nickelandpine.ca";
/** The studio's own pages (app/lib/route-pages.ts), each in both languages. */
const STUDIO = ["/", "/process", "/portfolio", "/privacy", "/terms", "/templates"];
const french = (path: string) => (path === "/" ? "/fr" : `/fr${path}`);
const INDEXABLE = STUDIO.flatMap((path) => [path, french(path)]);

/** Attributes of each `<tag …>` in the HTML. */
function tags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))].map(([, attrs = ""]) =>
    Object.fromEntries(
      [...attrs.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name = "", value = ""]) => [
        name.toLowerCase(),
        value
          .replace(/&amp;/g, "&")
          .replace(/&#x27;|&#39;/g, "'")
          .replace(/&quot;/g, '"'),
      ]),
    ),
  );
}

const metaContent = (html: string, key: string) =>
  tags(html, "meta").find((m) => m.name === key || m.property === key)?.content;
const links = (html: string, rel: string) => tags(html, "link").filter((l) => l.rel === rel);
const titleOf = (html: string) => decodeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (body: Buffer) => [body.readUInt32BE(16), body.readUInt32BE(20)];

test("sitemap.xml lists the studio's pages in both languages with their alternates, and robots.txt names it", async ({
  request,
}) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
  const xml = await sitemap.text();
  const urls = xml.split("<url>").slice(1);
  const locs = urls.map((url) => /<loc>([^<]*)<\/loc>/.exec(url)?.[1]);
  expect(locs.sort()).toEqual(INDEXABLE.map((path) => `${ORIGIN}${path}`).sort());
  for (const url of urls) {
    const path = (/<loc>([^<]*)<\/loc>/.exec(url)?.[1] ?? "").replace(ORIGIN, "");
    const english = path.replace(/^\/fr(?=\/|$)/, "") || "/";
    expect(url).toContain(`hreflang="en-CA" href="${ORIGIN}${english}"`);
    expect(url).toContain(`hreflang="fr-CA" href="${ORIGIN}${french(english)}"`);
    expect(url).toContain(`hreflang="x-default" href="${ORIGIN}${english}"`);
  }
  // Every page it lists is served.
  for (const path of INDEXABLE) expect((await request.get(path)).status(), path).toBe(200);

  const robots = await request.get("/robots.txt");
  expect(robots.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(await robots.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
});

test("each studio page has its own title and description, canonical, hreflang, Open Graph and Twitter cards", async ({
  request,
}) => {
  const titles = new Set<string>();
  const images = new Set<string>();
  for (const path of INDEXABLE) {
    const page = await html(request, path);
    const title = titleOf(page);
    expect(title, path).toMatch(/\S.* \| Nickel & Pine$/);
    titles.add(title);
    const description = metaContent(page, "description") ?? "";
    expect(description.length, `${path} description`).toBeGreaterThan(50);
    expect(metaContent(page, "robots"), path).toBeUndefined();

    const self = `${ORIGIN}${path}`;
    const english = `${ORIGIN}${path.replace(/^\/fr(?=\/|$)/, "") || "/"}`;
    const frenchUrl = `${ORIGIN}${path.startsWith("/fr") ? path : french(path)}`;
    expect(
      links(page, "canonical").map((l) => l.href),
      path,
    ).toEqual([self]);
    expect(
      links(page, "alternate").map((l) => [l.hreflang, l.href]),
      path,
    ).toEqual([
      ["en-CA", english],
      ["fr-CA", frenchUrl],
      ["x-default", english],
    ]);
    expect(metaContent(page, "og:url"), path).toBe(self);
    expect(metaContent(page, "og:title"), path).toBe(title);
    expect(metaContent(page, "og:description"), path).toBe(description);
    expect(metaContent(page, "og:locale"), path).toBe(path.startsWith("/fr") ? "fr_CA" : "en_CA");
    expect(metaContent(page, "og:site_name")).toBe("Nickel & Pine");
    expect(metaContent(page, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(page, "twitter:title")).toBe(metaContent(page, "og:title"));
    const image = metaContent(page, "og:image") ?? "";
    expect(metaContent(page, "twitter:image")).toBe(image);
    expect(image).toMatch(new RegExp(`^${ORIGIN}/share/[a-z]+\\.jpg$`));
    images.add(image);
  }
  // Titles differ from page to page and between languages; one share image per family.
  expect(titles.size).toBe(INDEXABLE.length);
  expect([...images].map((url) => url.replace(ORIGIN, "")).sort()).toEqual([
    "/share/portfolio.jpg",
    "/share/process.jpg",
    "/share/studio.jpg",
    "/share/templates.jpg",
  ]);
  for (const url of images) {
    const response = await request.get(url.replace(ORIGIN, ""));
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    const body = await response.body();
    // A JPEG, 1200 × 630 (its SOF0 frame header).
    const sof = body.indexOf(Buffer.from([0xff, 0xc0]));
    expect([body.readUInt16BE(sof + 7), body.readUInt16BE(sof + 5)], url).toEqual([1200, 630]);
  }
});

test("the demo template sites are fictional businesses: noindex, no canonical, out of the sitemap", async ({
  request,
}) => {
  const demo = prerenderedPaths().filter((path) => !INDEXABLE.includes(path));
  expect(demo).toEqual(
    expect.arrayContaining(["/templates/modern-mining", "/fr/construction", "/about", "/404"]),
  );
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of demo) {
    const response = await request.get(path);
    const page = await response.text();
    expect(metaContent(page, "robots"), path).toBe("noindex");
    expect(links(page, "canonical"), path).toEqual([]);
    expect(sitemap, path).not.toContain(`<loc>${ORIGIN}${path}</loc>`);
  }
});

test("the home page describes the studio as a local business serving Sudbury and Northern Ontario", async ({
  request,
}) => {
  for (const path of ["/", "/fr"]) {
    const page = await html(request, path);
    const blocks = [
      ...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
    ].map(([, json]) => JSON.parse(json ?? "null") as Record<string, unknown>);
    expect(blocks, path).toHaveLength(1);
    const [business] = blocks;
    expect(business, path).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      name: "Nickel & Pine",
      url: `${ORIGIN}/`,
      telephone: "+17055550142",
      email: "hello@nickelandpine.ca",
      address: {
        "@type": "PostalAddress",
        streetAddress: "128 Elm Street, Suite 3",
        addressLocality: "Sudbury",
        addressRegion: "ON",
        postalCode: "P3C 1T7",
        addressCountry: "CA",
      },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          opens: "09:00",
          closes: "17:00",
        },
      ],
      areaServed: [
        { "@type": "City", name: "Greater Sudbury" },
        { "@type": "AdministrativeArea", name: "Northern Ontario" },
      ],
    });
    expect(business?.description, path).toBe(metaContent(page, "description"));
    // The logo and image it names exist.
    for (const key of ["logo", "image"]) {
      const url = String(business?.[key]).replace(ORIGIN, "");
      expect((await request.get(url)).status(), url).toBe(200);
    }
  }
});

test("a web app manifest and icons, linked from every page", async ({ request }) => {
  const page = await html(request, "/fr/process");
  expect(links(page, "manifest").map((l) => l.href)).toEqual(["/manifest.webmanifest"]);
  expect(links(page, "apple-touch-icon").map((l) => l.href)).toEqual([
    "/icons/apple-touch-icon.png",
  ]);
  const response = await request.get("/manifest.webmanifest");
  expect(response.headers()["content-type"]).toBe("application/manifest+json; charset=utf-8");
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: "Nickel & Pine Web Studio", start_url: "/" });
  expect(manifest.icons.map((icon) => icon.purpose)).toContain("maskable");
  for (const icon of [
    ...manifest.icons,
    { src: "/icons/apple-touch-icon.png", sizes: "180x180", type: "image/png" },
  ]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toContain(icon.type);
    if (icon.type === "image/png") {
      expect(pngSize(await file.body()).join("x"), icon.src).toBe(icon.sizes);
    }
  }
});
