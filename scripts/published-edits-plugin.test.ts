import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { publishedWithFrench, TRANSLATIONS_FILE } from "./published-edits-plugin";
import { translationServiceFrom } from "./translation-service";

const KEY = "build-only-translation-key";
const PUBLISHED = {
  en: {
    "home.hero.title": "Websites for the North",
    "home.hero.proof": "(705) 555-0199",
    "robotTemplate.nav.brand": "Northspan Robotics",
  },
};

describe("the build's French for English-only published edits", () => {
  let server: Server;
  let base: string;
  let folder: string;
  const asked: string[][] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk));
      req.on("end", () => {
        const { q } = JSON.parse(raw) as { q: string[] };
        asked.push(q);
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(
          JSON.stringify({
            data: { translations: q.map((text) => ({ translatedText: `FR ${text}` })) },
          }),
        );
      });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "published-edits-"));
    asked.length = 0;
    return () => rmSync(folder, { recursive: true, force: true });
  });

  const service = () => translationServiceFrom({ TRANSLATE_URL: `${base}/v2`, TRANSLATE_KEY: KEY });

  it("translates once, writes the file for the owner, and a rebuild pays nothing", async () => {
    const said: string[] = [];
    const first = await publishedWithFrench(PUBLISHED, folder, service(), (m) => said.push(m));
    // The phone number and the business's name are not sent: they read the same in French.
    expect(asked).toEqual([["Websites for the North"]]);
    expect(first.fr).toEqual({
      "home.hero.title": "FR Websites for the North",
      "home.hero.proof": "(705) 555-0199",
      "robotTemplate.nav.brand": "Northspan Robotics",
    });
    const file = JSON.parse(readFileSync(join(folder, TRANSLATIONS_FILE), "utf8"));
    expect(file.texts).toEqual({
      "home.hero.title": {
        en: "Websites for the North",
        fr: "FR Websites for the North",
        machineTranslated: true,
      },
    });
    // Only the service's origin and path are printed, never its key.
    expect(said.join("\n")).toContain(`with ${base}/v2`);
    expect(said.join("\n")).not.toContain(KEY);

    const again = await publishedWithFrench(PUBLISHED, folder, service(), () => {});
    expect(asked).toHaveLength(1);
    expect(again).toEqual(first);
  });

  it("keeps the owner's correction of a translation", async () => {
    writeFileSync(
      join(folder, TRANSLATIONS_FILE),
      JSON.stringify({
        version: 1,
        texts: {
          "home.hero.title": {
            en: "Websites for the North",
            fr: "Des sites web pour le Nord",
            machineTranslated: false,
          },
        },
      }),
    );
    const published = await publishedWithFrench(PUBLISHED, folder, service(), () => {});
    expect(published.fr?.["home.hero.title"]).toBe("Des sites web pour le Nord");
    expect(asked).toEqual([]);
  });

  it("without a service, shows the English as written on French pages and says so", async () => {
    const said: string[] = [];
    const published = await publishedWithFrench(PUBLISHED, folder, null, (m) => said.push(m));
    expect(published.fr?.["home.hero.title"]).toBe("Websites for the North");
    expect(said).toEqual([
      expect.stringMatching(
        /^1 English-only edit\(s\) have no French, so French pages show them in English\. Set TRANSLATE_URL and TRANSLATE_KEY/,
      ),
    ]);
  });

  it("stops on a malformed translations file", async () => {
    writeFileSync(join(folder, TRANSLATIONS_FILE), '{"version":1,"texts":{"x":1}}');
    await expect(publishedWithFrench(PUBLISHED, folder, null, () => {})).rejects.toThrow(
      /machine-translations\.fr\.json is not valid/,
    );
  });
});
