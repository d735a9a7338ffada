/**
 * The pages a publish renders (server/publish/render-site.js) from the test build's kept server
 * build (build-test/render/): without a version they are the build's own prerendered files, byte
 * for byte; with one, its texts are in the HTML (what a visitor without JavaScript reads) and in
 * the data block the browser hydrates with, and the server serves them over the build's files
 * with a Content-Security-Policy made for their own inline scripts.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, test } from "vitest";
import { createApp, inlineScripts } from "../../server/app.js";
import { renderSite } from "../../server/publish/render-site.js";

const BUILD = "build-test";

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));

/**
 * A render of every page with brotli at quality 11: seconds alone, minutes beside the browser
 * tests (this suite runs at a low priority next to them in `npm test`).
 */
const RENDER_MS = 240_000;

const render = async (liveCopyJson: string | null) => {
  const outDir = mkdtempSync(join(tmpdir(), "publish-render-"));
  const { pages } = await renderSite({ buildDir: BUILD, outDir, liveCopyJson, env: {} });
  return { outDir, client: join(outDir, "client"), pages };
};

describe("a publish's render of the test build", () => {
  test(
    "without a version: every page, data file and fallback is the build's own, byte for byte",
    async () => {
      const { client, pages } = await render(null);
      const files = filesUnder(client);
      expect(pages).toBeGreaterThan(70);
      expect(files).toEqual(expect.arrayContaining(["index.html", "fr/index.html", "404.html"]));
      expect(files).toContain("__spa-fallback.html");
      for (const file of files) {
        expect(readFileSync(join(client, file)), file).toEqual(
          readFileSync(join(BUILD, "client", file)),
        );
      }
    },
    RENDER_MS,
  );

  describe("with a version", () => {
    const copy = {
      en: { "home.hero.title": "Published on the server </script>" },
      fr: { "home.hero.title": "Publié sur le serveur" },
    };
    let client = "";
    beforeAll(async () => {
      ({ client } = await render(JSON.stringify(copy)));
    }, RENDER_MS);

    test("its texts are in each language's HTML, and in the data block with the build's", () => {
      const home = readFileSync(join(client, "index.html"), "utf8");
      expect(home).toContain("Published on the server &lt;/script&gt;</h1>");
      const block = /<script type="application\/json" id="live-copy">([^<]*)<\/script>/.exec(home);
      const texts = JSON.parse(block?.[1] ?? "null");
      expect(texts.en["home.hero.title"]).toBe(copy.en["home.hero.title"]);
      expect(texts.fr["home.hero.title"]).toBe(copy.fr["home.hero.title"]);
      // The build's own published edits (tests/e2e/published-edits) are under the version's.
      expect(texts.en["robotTemplate.hero.eyebrow"]).toBe("Published edit · robotics & automation");
      expect(readFileSync(join(client, "fr", "index.html"), "utf8")).toContain(
        "Publié sur le serveur</h1>",
      );
    });

    test("the server serves them over the build's files, with their own script hashes", async () => {
      const app = createApp({ root: join(BUILD, "client") });
      const before = await (await app.request("/")).text();
      expect(before).not.toContain("Published on the server");
      app.showPages(client);
      const response = await app.request("/");
      const html = await response.text();
      expect(html).toContain("Published on the server");
      const csp = response.headers.get("content-security-policy") ?? "";
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(csp).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
      }
      expect(scripts.join("")).not.toContain("Published on the server");
      // Files the publish did not render are the build's.
      expect((await app.request("/robots.txt")).status).toBe(200);
      app.showPages(null);
      expect(await (await app.request("/")).text()).toBe(before);
    });
  });
});
