import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TemplateParams } from "./payload";
import { throttleStorage, type EmailSdk } from "./sdk-guard";
import { SEND_ENDPOINT, isConfigured, sendLead } from "./send";

const config = { publicKey: "pk_live", serviceId: "service_x", templateId: "template_y" };
const params: TemplateParams = {
  from_name: "Acme",
  from_email: "a@b.co",
  project_type: "Redesign",
  business_name: "Acme",
  industry: "Retail",
  phone: "Not provided",
  message: "Business: Acme",
  reply_to: "a@b.co",
};

/** An SDK stub whose send settles as `outcome` says. */
function stub(outcome: () => Promise<unknown>) {
  const send = vi.fn<EmailSdk["send"]>(outcome);
  return { send, importSdk: vi.fn(async (): Promise<EmailSdk> => ({ send })) };
}

const status = (code: number, text: string) => ({ status: code, text });

beforeEach(() => {
  vi.stubGlobal("navigator", { onLine: true, webdriver: false, languages: ["en-CA"] });
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("isConfigured", () => {
  it.each([
    [config, true],
    [{ ...config, publicKey: "" }, false],
    [{ ...config, serviceId: "  " }, false],
    [{ ...config, templateId: "" }, false],
    [{ publicKey: "", serviceId: "", templateId: "" }, false],
  ])("%j -> %s", (value, expected) => expect(isConfigured(value)).toBe(expected));
});

describe("sendLead", () => {
  it("exports the EmailJS send endpoint", () => {
    expect(SEND_ENDPOINT).toBe("https://api.emailjs.com/api/v1.0/email/send");
  });

  it("not configured: resolves without importing the SDK or touching the network", async () => {
    const sdk = stub(async () => status(200, "OK"));
    const fetchSpy = vi.fn();
    vi.stubGlobal("fetch", fetchSpy);
    const result = await sendLead(params, { ...config, templateId: "" }, sdk);
    expect(result).toMatchObject({ ok: false, reason: "not-configured" });
    expect(sdk.importSdk).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("offline: resolves without importing the SDK", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    const sdk = stub(async () => status(200, "OK"));
    expect(await sendLead(params, config, sdk)).toMatchObject({ ok: false, reason: "offline" });
    expect(sdk.importSdk).not.toHaveBeenCalled();
  });

  it("calls send with the ids, a copy of the params and the hardened options", async () => {
    const sdk = stub(async () => status(200, "OK"));
    expect(await sendLead(params, config, sdk)).toEqual({ ok: true });
    expect(sdk.send).toHaveBeenCalledTimes(1);
    expect(sdk.send).toHaveBeenCalledWith("service_x", "template_y", params, {
      publicKey: "pk_live",
      blockHeadless: true,
      limitRate: { id: "lead", throttle: 30000 },
      storageProvider: throttleStorage,
    });
    expect(console.error).not.toHaveBeenCalled();
  });

  it("concurrent calls share one request", async () => {
    const sdk = stub(async () => status(200, "OK"));
    const results = await Promise.all([1, 2, 3].map(() => sendLead(params, config, sdk)));
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(sdk.send).toHaveBeenCalledTimes(1);
    await sendLead(params, config, sdk);
    expect(sdk.send).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["451 headless", () => status(451, "Unavailable For Headless Browser"), "blocked"],
    ["403 block list", () => status(403, "Forbidden"), "blocked"],
    ["429 throttle", () => status(429, "Too Many Requests"), "throttled"],
    ["400 bad template", () => status(400, "The template ID is invalid"), "failed"],
    ["500", () => status(500, "Internal Server Error"), "failed"],
    ["status 0 while online", () => status(0, "Network Error"), "failed"],
    ["TypeError while online", () => new TypeError("Failed to fetch"), "failed"],
    ["string (config error)", () => "The public key is required.", "failed"],
    ["anything else", () => new Error("boom"), "failed"],
    ["undefined", () => undefined, "failed"],
  ])("maps a rejection with %s to %s and logs it", async (_name, error, reason) => {
    const sdk = stub(() => Promise.reject(error()));
    const result = await sendLead(params, config, sdk);
    expect(result).toMatchObject({ ok: false, reason });
    expect(console.error).toHaveBeenCalledWith(
      "Lead send failed",
      expect.anything(),
      ...(error() === undefined ? [] : [expect.anything()]),
    );
  });

  it("keeps the response text in detail", async () => {
    const sdk = stub(() => Promise.reject(status(451, "Unavailable For Headless Browser")));
    expect(await sendLead(params, config, sdk)).toEqual({
      ok: false,
      reason: "blocked",
      detail: "451 Unavailable For Headless Browser",
    });
  });

  it.each([
    ["TypeError", () => new TypeError("Failed to fetch")],
    ["status 0", () => status(0, "Network Error")],
  ])("a %s after going offline is offline and releases the throttle", async (_name, error) => {
    await throttleStorage.set("lead", String(Date.now()));
    const sdk = stub(async () => {
      vi.stubGlobal("navigator", { onLine: false });
      throw error();
    });
    expect(await sendLead(params, config, sdk)).toMatchObject({ ok: false, reason: "offline" });
    expect(await throttleStorage.get("lead")).toBeNull();
  });

  it.each([
    ["500", () => Promise.reject(status(500, "Server error"))],
    ["network error while online", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["429 from the service", () => Promise.reject(status(429, "Too Many Requests"))],
    ["451 refusal", () => Promise.reject(status(451, "Unavailable For Headless Browser"))],
  ])("a %s keeps the 30 s throttle record", async (_n, outcome) => {
    const kept = String(Date.now() - 1000);
    await throttleStorage.set("lead", kept);
    const { importSdk } = stub(outcome);
    const result = await sendLead(params, config, { importSdk });
    expect(result.ok).toBe(false);
    expect(await throttleStorage.get("lead")).toBe(kept);
  });

  it("a timeout keeps the throttle record: the request may have reached the service", async () => {
    vi.useFakeTimers();
    const kept = String(Date.now() - 1000);
    await throttleStorage.set("lead", kept);
    const pending = sendLead(
      params,
      config,
      stub(() => new Promise(() => {})),
    );
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await pending).toMatchObject({ reason: "timeout" });
    expect(await throttleStorage.get("lead")).toBe(kept);
  });

  it("a success keeps the SDK's 30 s throttle record", async () => {
    const sent = String(Date.now() - 1000);
    await throttleStorage.set("lead", sent);
    const { importSdk } = stub(() => Promise.resolve({ status: 200, text: "OK" }));
    expect(await sendLead(params, config, { importSdk })).toEqual({ ok: true });
    expect(await throttleStorage.get("lead")).toBe(sent);
  });

  it("a failing import (blocked storage, lost chunk) is a failure, not a crash", async () => {
    const importSdk = () =>
      Promise.reject(new DOMException("The operation is insecure.", "SecurityError"));
    expect(await sendLead(params, config, { importSdk })).toMatchObject({
      ok: false,
      reason: "failed",
      detail: "SecurityError: The operation is insecure.",
    });
  });

  it("times out after 15 s when the SDK never answers", async () => {
    vi.useFakeTimers();
    const sdk = stub(() => new Promise(() => {}));
    let settled = false;
    const pending = sendLead(params, config, sdk).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({
      ok: false,
      reason: "timeout",
      detail: "No answer within 15000 ms; request aborted",
    });
  });

  it("times out when the SDK chunk itself never loads, and honours timeoutMs", async () => {
    vi.useFakeTimers();
    const pending = sendLead(params, config, {
      timeoutMs: 500,
      importSdk: () => new Promise(() => {}),
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toMatchObject({ ok: false, reason: "timeout" });
  });

  it("a late rejection after the timeout is not unhandled", async () => {
    vi.useFakeTimers();
    const sdk = stub(
      () => new Promise((_, reject) => setTimeout(() => reject(status(500, "late")), 20_000)),
    );
    const pending = sendLead(params, config, sdk);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await pending).toMatchObject({ reason: "timeout" });
    await vi.advanceTimersByTimeAsync(5_000);
  });
});

describe("throttleStorage", () => {
  it("reads a stored send time in the future as none, so it cannot block sending", async () => {
    await throttleStorage.set("lead", "9".repeat(15));
    expect(await throttleStorage.get("lead")).toBeNull();
  });

  it("never throws when localStorage is blocked and keeps values in memory", async () => {
    Object.defineProperty(globalThis, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    try {
      await throttleStorage.set("k", "1");
      expect(await throttleStorage.get("k")).toBe("1");
      await throttleStorage.remove("k");
      expect(await throttleStorage.get("k")).toBeNull();
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it("survives a full quota", async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => {},
    };
    vi.stubGlobal("localStorage", full);
    await expect(throttleStorage.set("q", "2")).resolves.toBeUndefined();
    expect(await throttleStorage.get("q")).toBe("2");
  });
});
