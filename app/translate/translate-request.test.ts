import { afterEach, describe, expect, it, vi } from "vitest";
import { translateText } from "./translate-request";

const endpoint = { url: "https://translate.example.com/v2/translate" };

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("translateText", () => {
  it("posts SPEC §7's JSON and reads data.translations[0].translatedText", async () => {
    const fetchMock = answer(200, { data: { translations: [{ translatedText: "Bonjour" }] } });
    await expect(translateText("Hello", endpoint)).resolves.toBe("Bonjour");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(endpoint.url);
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ q: "Hello", target: "fr", format: "text" });
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(init.credentials).toBe("omit");
  });

  it("posts to a path of the site (the server's proxy) as it is, with no key", async () => {
    const fetchMock = answer(200, { data: { translations: [{ translatedText: "Bonjour" }] } });
    await expect(translateText("Hello", { url: "/api/translate" })).resolves.toBe("Bonjour");
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe("/api/translate");
  });

  it.each([400, 403, 429, 500, 503])(
    "raises 'Translation API error: %i' on a non-OK answer",
    async (status) => {
      answer(status, { error: "nope" });
      await expect(translateText("Hello", endpoint)).rejects.toThrow(
        `Translation API error: ${status}`,
      );
    },
  );

  it.each([
    {},
    { data: {} },
    { data: { translations: [] } },
    { data: { translations: [{ translatedText: 7 }] } },
  ])("refuses an answer with no translation: %j", async (body) => {
    answer(200, body);
    await expect(translateText("Hello", endpoint)).rejects.toThrow("Translation API error");
  });

  it("gives up on a request that hangs", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) =>
            init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
          ),
      ),
    );
    await expect(translateText("Hello", endpoint, { timeoutMs: 20 })).rejects.toThrow(
      /timed out|abort/i,
    );
  });
});
