/**
 * Uses the real @emailjs/browser 4.4.1 with `fetch` mocked. Its own file, so
 * the SDK is first evaluated here, with localStorage blocked.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TemplateParams } from "./payload";
import { SEND_ENDPOINT, sendLead } from "./send";

const config = { publicKey: "pk_public", serviceId: "service_abc", templateId: "template_def" };
const params: TemplateParams = {
  from_name: "Lakeshore Plumbing",
  from_email: "owner@lakeshore.ca",
  project_type: "Redesign",
  business_name: "Lakeshore Plumbing",
  industry: "Other: Beekeeping",
  phone: "7055550142",
  message: "Business: Lakeshore Plumbing\nIndustry: Other: Beekeeping",
  reply_to: "owner@lakeshore.ca",
};

const fetchMock = vi.fn(
  async (_url: string, _init: RequestInit) => new Response("OK", { status: 200 }),
);

beforeEach(() => {
  vi.stubGlobal("navigator", { onLine: true, webdriver: false, languages: ["en-CA"] });
  vi.stubGlobal("location", { pathname: "/fr/" });
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => {});
  fetchMock.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("sendLead with the real SDK", () => {
  it("imports despite a throwing localStorage and POSTs the exact body", async () => {
    Object.defineProperty(globalThis, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    try {
      expect(await sendLead(params, config)).toEqual({ ok: true });
      expect(() => globalThis.localStorage).toThrow("insecure");
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(SEND_ENDPOINT);
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({ "Content-type": "application/json" });
    expect(JSON.parse(String(init?.body))).toEqual({
      lib_version: "4.4.1",
      user_id: "pk_public",
      service_id: "service_abc",
      template_id: "template_def",
      template_params: params,
    });
  });

  it("a second send within 30 s is throttled by the SDK without a request", async () => {
    expect(await sendLead(params, config)).toMatchObject({ ok: false, reason: "throttled" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a headless browser (navigator.webdriver) gets 451 -> blocked, no request", async () => {
    vi.stubGlobal("navigator", { onLine: true, webdriver: true, languages: ["en-CA"] });
    expect(await sendLead(params, config)).toEqual({
      ok: false,
      reason: "blocked",
      detail: "451 Unavailable For Headless Browser",
    });
    vi.stubGlobal("navigator", { onLine: true, webdriver: false, languages: [] });
    expect(await sendLead(params, config)).toMatchObject({ reason: "blocked" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a non-2xx answer is a failure carrying the status and text", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60_000 });
    fetchMock.mockResolvedValueOnce(new Response("The template ID is invalid", { status: 400 }));
    expect(await sendLead(params, config)).toEqual({
      ok: false,
      reason: "failed",
      detail: "400 The template ID is invalid",
    });
    vi.useRealTimers();
  });

  it("a request that hangs is aborted at the timeout and other requests keep no signal", async () => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"], now: Date.now() + 120_000 });
    let signal: AbortSignal | null | undefined;
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise<Response>((_, reject) => {
          signal = init.signal;
          init.signal?.addEventListener("abort", () =>
            reject(new DOMException("Aborted", "AbortError")),
          );
        }),
    );
    const pending = sendLead(params, config, { timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ ok: false, reason: "timeout" });
    expect(signal?.aborted).toBe(true);
    expect(globalThis.fetch).toBe(fetchMock);
    vi.useRealTimers();
  });
});
