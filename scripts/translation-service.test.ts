import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translationProblem } from "../app/lib/machine-translation";
import { TranslationError, translateTexts, translationServiceFrom } from "./translation-service";

const KEY = "AIzaSyTESTKEY0000000000000000000000000";

describe("translationServiceFrom (TRANSLATE_URL, TRANSLATE_KEY)", () => {
  it("is off without a URL, and refuses a key without one", () => {
    expect(translationServiceFrom({})).toBeNull();
    expect(() => translationServiceFrom({ TRANSLATE_KEY: KEY })).toThrow(
      "TRANSLATE_KEY is set but TRANSLATE_URL is not.",
    );
  });

  it("takes an https URL and keeps the key out of it", () => {
    const service = translationServiceFrom({
      TRANSLATE_URL: "https://translation.googleapis.com/language/translate/v2",
      TRANSLATE_KEY: KEY,
    });
    expect(service).toEqual({
      url: "https://translation.googleapis.com/language/translate/v2",
      key: KEY,
      label: "https://translation.googleapis.com/language/translate/v2",
    });
  });

  it.each([
    ["https://user:secret@translate.example/v2", /must not hold credentials/],
    ["https://translate.example/v2?key=secret-in-url", /must not have a query string/],
    ["https://translate.example/v2?", /must not have a query string/],
    ["https://translate.example/v2#key", /must not have a query string/],
    ["http://translate.example/v2", /must be an https URL/],
    ["ftp://translate.example/v2", /must be an https URL/],
    ["not a url secret-in-url", /is not a URL/],
  ])("refuses %s, without repeating what it held", (url, message) => {
    let error: unknown;
    try {
      translationServiceFrom({ TRANSLATE_URL: url, TRANSLATE_KEY: KEY });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(TranslationError);
    const text = (error as Error).message;
    expect(text).toMatch(message);
    expect(text).not.toMatch(/secret|user|#key/);
    expect(text).not.toContain(KEY);
  });

  it("takes http on loopback, for a service on the same machine", () => {
    expect(translationServiceFrom({ TRANSLATE_URL: "http://127.0.0.1:9000/v2" })?.key).toBe(
      undefined,
    );
  });
});

describe("translateTexts, against a service on loopback", () => {
  let server: Server;
  let base: string;
  const requests: { url: string; headers: IncomingMessage["headers"]; body: unknown }[] = [];
  /** What the service does with the next request. */
  let answer: (q: string[]) => { status: number; body: string; delayMs?: number } = (q) => ({
    status: 200,
    body: JSON.stringify({
      data: { translations: q.map((text) => ({ translatedText: `FR ${text}` })) },
    }),
  });

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk));
      req.on("end", () => {
        const body = JSON.parse(raw) as { q: string[] };
        requests.push({ url: req.url ?? "", headers: req.headers, body });
        const { status, body: text, delayMs = 0 } = answer(body.q);
        setTimeout(() => {
          res.writeHead(status, { "Content-Type": "application/json" });
          res.end(text);
        }, delayMs);
      });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const service = () =>
    translationServiceFrom({ TRANSLATE_URL: `${base}/v2`, TRANSLATE_KEY: KEY })!;
  const check = translationProblem;

  it("sends the texts with the key in X-Goog-Api-Key, never in the URL, and reads the answers in order", async () => {
    requests.length = 0;
    const texts = ["Ready when you are", "Call {phone}"];
    expect(await translateTexts(service(), texts, { check })).toEqual([
      "FR Ready when you are",
      "FR Call {phone}",
    ]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe("/v2");
    expect(requests[0]?.headers["x-goog-api-key"]).toBe(KEY);
    expect(requests[0]?.body).toEqual({ q: texts, source: "en", target: "fr", format: "text" });
  });

  it("splits many texts into requests of at most 100", async () => {
    requests.length = 0;
    const texts = Array.from({ length: 230 }, (_, i) => `Text number ${i}`);
    const translated = await translateTexts(service(), texts, { check });
    expect(translated[229]).toBe("FR Text number 229");
    expect(requests.map((request) => (request.body as { q: string[] }).q.length)).toEqual([
      100, 100, 30,
    ]);
  });

  it.each([
    [
      "a refusal",
      () => ({
        status: 403,
        body: '{"error":{"message":"API key not valid for project studio-prod-4411, quota 9000"}}',
      }),
      /at http:\/\/127\.0\.0\.1:\d+\/v2 refused the request: HTTP 403 \(check TRANSLATE_KEY/,
    ],
    [
      "a quota",
      () => ({ status: 429, body: '{"error":"quota of project studio-prod-4411"}' }),
      /HTTP 429 \(over its quota/,
    ],
    ["HTML", () => ({ status: 200, body: "<html>studio-prod-4411</html>" }), /other than JSON/],
    [
      "too few answers",
      () => ({ status: 200, body: '{"data":{"translations":[]}}' }),
      /different number/,
    ],
    [
      "a lost placeholder",
      (q: string[]) => ({
        status: 200,
        body: JSON.stringify({
          data: { translations: q.map(() => ({ translatedText: "Appelez" })) },
        }),
      }),
      /refuses: the translation changed the text's \{placeholders\}/,
    ],
  ])(
    "fails on %s with the product's own message, never the service's answer",
    async (_, reply, message) => {
      answer = reply;
      const error = await translateTexts(service(), ["Call {phone}"], { check }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(TranslationError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toMatch(/studio-prod|quota of project|html/);
      expect((error as Error).message).not.toContain(KEY);
    },
  );

  it("gives up on a service that does not answer in time", async () => {
    answer = (q) => ({ status: 200, body: JSON.stringify({ q }), delayMs: 1000 });
    await expect(
      translateTexts(service(), ["Hello there"], { check, timeoutMs: 100 }),
    ).rejects.toThrow(/did not answer within 0\.1 s/);
  });

  it("says so when the service cannot be reached", async () => {
    const gone = translationServiceFrom({ TRANSLATE_URL: "http://127.0.0.1:9/v2" })!;
    await expect(translateTexts(gone, ["Hello there"], { check })).rejects.toThrow(
      "The translation service at http://127.0.0.1:9/v2 could not be reached.",
    );
  });
});
