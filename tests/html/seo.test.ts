/**
 * Search visibility, read from what the server sends (no browser needed):
 * sitemap.xml and robots.txt from the route table, each studio page's title,
 * description, canonical, hreflang, Open Graph and Twitter tags with a share
 * image that exists, the studio as a local business (JSON-LD) on the home
 * page, the web app manifest and its icons; every demo template page says
 * noindex and stays out of the sitemap. (They were tests/e2e/seo.spec.ts.)
 */
import { describe, expect, test } from "vitest";
import { siteOrigin } from "../../app/site.config";
import { all, attr, builtPage, english, first, french, get, PAGES, textOf } from "./built-pages";

/** The public address the build writes into canonical, hreflang and sitemap links (app/site.config.ts). */
const ORIGIN = siteOrigin;
/** The studio's own pages (app/lib/route-pages.ts), each in both languages. */
const STUDIO = ["/", "/process", "/portfolio", "/privacy", "/terms", "/templates"];
const INDEXABLE = STUDIO.flatMap((path) => [path, french(path)]);

const metaContent = (path: string, key: string) => {
  const meta = first(
    builtPage(path),
    "meta",
    (m) => attr(m, "name") === key || attr(m, "property") === key,
  );
  return meta && attr(meta, "content");
};
const links = (path: string, rel: string) =>
  all(builtPage(path), "link", (l) => attr(l, "rel") === rel);
const hrefs = (path: string, rel: string) => links(path, rel).map((l) => attr(l, "href"));
const titleOf = (path: string) => textOf(first(builtPage(path), "title") ?? builtPage(path));

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (body: Buffer) => [body.readUInt32BE(16), body.readUInt32BE(20)];
const bodyOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("search visibility", () => {
  test("sitemap.xml lists the studio's pages in both languages with their alternates, and robots.txt names it", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await sitemap.text();
    const urls = xml.split("<url>").slice(1);
    const locs = urls.map((url) => /<loc>([^<]*)<\/loc>/.exec(url)?.[1]);
    expect(locs.sort()).toEqual(INDEXABLE.map((path) => `${ORIGIN}${path}`).sort());
    for (const url of urls) {
      const path = (/<loc>([^<]*)<\/loc>/.exec(url)?.[1] ?? "").replace(ORIGIN, "");
      expect(url).toContain(`hreflang="en-CA" href="${ORIGIN}${english(path)}"`);
      expect(url).toContain(`hreflang="fr-CA" href="${ORIGIN}${french(english(path))}"`);
      expect(url).toContain(`hreflang="x-default" href="${ORIGIN}${english(path)}"`);
    }
    // Every page it lists is served.
    for (const path of INDEXABLE) expect((await get(path)).status, path).toBe(200);

    const robots = await get("/robots.txt");
    expect(robots.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await robots.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });

  test("each studio page has its own title and description, canonical, hreflang, Open Graph and Twitter cards", async () => {
    const titles = new Set<string>();
    const images = new Set<string>();
    for (const path of INDEXABLE) {
      const title = titleOf(path);
      expect(title, path).toMatch(/\S.* \| Nickel & Pine$/);
      titles.add(title);
      const description = metaContent(path, "description") ?? "";
      expect(description.length, `${path} description`).toBeGreaterThan(50);
      expect(metaContent(path, "robots"), path).toBeUndefined();

      const self = `${ORIGIN}${path}`;
      expect(hrefs(path, "canonical"), path).toEqual([self]);
      expect(
        links(path, "alternate").map((l) => [attr(l, "hreflang"), attr(l, "href")]),
        path,
      ).toEqual([
        ["en-CA", `${ORIGIN}${english(path)}`],
        ["fr-CA", `${ORIGIN}${french(english(path))}`],
        ["x-default", `${ORIGIN}${english(path)}`],
      ]);
      expect(metaContent(path, "og:url"), path).toBe(self);
      expect(metaContent(path, "og:title"), path).toBe(title);
      expect(metaContent(path, "og:description"), path).toBe(description);
      expect(metaContent(path, "og:locale"), path).toBe(path.startsWith("/fr") ? "fr_CA" : "en_CA");
      expect(metaContent(path, "og:site_name")).toBe("Nickel & Pine");
      expect(metaContent(path, "twitter:card")).toBe("summary_large_image");
      expect(metaContent(path, "twitter:title")).toBe(metaContent(path, "og:title"));
      const image = metaContent(path, "og:image") ?? "";
      expect(metaContent(path, "twitter:image")).toBe(image);
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
      const response = await get(url.replace(ORIGIN, ""));
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      const body = await bodyOf(response);
      // A JPEG, 1200 × 630 (its SOF0 frame header).
      const sof = body.indexOf(Buffer.from([0xff, 0xc0]));
      expect([body.readUInt16BE(sof + 7), body.readUInt16BE(sof + 5)], url).toEqual([1200, 630]);
    }
  });

  test("the demo template sites are fictional businesses: noindex, no canonical, out of the sitemap", async () => {
    const demo = PAGES.filter((path) => !INDEXABLE.includes(path));
    expect(demo).toEqual(
      expect.arrayContaining(["/templates/modern-mining", "/fr/construction", "/about", "/404"]),
    );
    const sitemap = await (await get("/sitemap.xml")).text();
    for (const path of demo) {
      expect(metaContent(path, "robots"), path).toBe("noindex");
      expect(links(path, "canonical"), path).toEqual([]);
      expect(sitemap, path).not.toContain(`<loc>${ORIGIN}${path}</loc>`);
    }
  });

  test("the home page describes the studio as a local business serving Sudbury and Northern Ontario", async () => {
    for (const path of ["/", "/fr"]) {
      const blocks = all(
        builtPage(path),
        "script",
        (s) => attr(s, "type") === "application/ld+json",
      ).map((script) => JSON.parse(textOf(script)) as Record<string, unknown>);
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
      expect(business?.description, path).toBe(metaContent(path, "description"));
      // The logo and image it names exist.
      for (const key of ["logo", "image"]) {
        const url = String(business?.[key]).replace(ORIGIN, "");
        expect((await get(url)).status, url).toBe(200);
      }
    }
  });

  test("a web app manifest and icons, linked from every page", async () => {
    for (const path of PAGES) {
      expect(hrefs(path, "manifest"), path).toEqual(["/manifest.webmanifest"]);
      expect(hrefs(path, "apple-touch-icon"), path).toEqual(["/icons/apple-touch-icon.png"]);
    }
    const response = await get("/manifest.webmanifest");
    expect(response.headers.get("content-type")).toBe("application/manifest+json; charset=utf-8");
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
      const file = await get(icon.src);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get("content-type")).toContain(icon.type);
      if (icon.type === "image/png") {
        expect(pngSize(await bodyOf(file)).join("x"), icon.src).toBe(icon.sizes);
      }
    }
  });
});
