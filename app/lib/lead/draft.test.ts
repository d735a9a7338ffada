import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../storage-keys";
import { DRAFT_TTL_MS, clearDraft, emptyDraft, loadDraft, saveDraft } from "./draft";
import type { LeadDraft } from "./lead-draft";

/** A minimal in-memory Web Storage. */
class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

const KEY = STORAGE_KEYS.quoteDraft;
const NOW = Date.UTC(2025, 0, 15, 12);
let session: MemoryStorage;

const draft: LeadDraft = {
  step: 3,
  projectType: "ecommerce",
  businessName: "Lakeshore Plumbing",
  industry: "other",
  otherIndustry: "Beekeeping",
  email: "owner@lakeshore.ca",
  phone: "705 555 0142",
  savedAt: 0,
};

const seed = (value: unknown) => session.setItem(KEY, JSON.stringify(value));

beforeEach(() => {
  session = new MemoryStorage();
  vi.stubGlobal("sessionStorage", session);
  vi.stubGlobal("localStorage", new MemoryStorage());
  vi.spyOn(console, "warn").mockImplementation(() => {});
  clearDraft();
});

afterEach(() => {
  clearDraft();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("draft storage", () => {
  it("starts empty", () => {
    expect(loadDraft(NOW)).toEqual(emptyDraft());
    expect(emptyDraft()).toMatchObject({ step: 1, projectType: "", industry: "", savedAt: 0 });
  });

  it("round-trips through sessionStorage as JSON", () => {
    expect(saveDraft(draft, NOW)).toBe(true);
    expect(JSON.parse(session.getItem(KEY) ?? "null")).toEqual({ ...draft, savedAt: NOW });
    expect(loadDraft(NOW + 1000)).toEqual({ ...draft, savedAt: NOW });
  });

  it("expires after 24 h and removes the stale entry", () => {
    saveDraft(draft, NOW);
    expect(loadDraft(NOW + DRAFT_TTL_MS).businessName).toBe(draft.businessName);
    expect(loadDraft(NOW + DRAFT_TTL_MS + 1)).toEqual(emptyDraft());
    expect(session.getItem(KEY)).toBeNull();
  });

  it("discards a draft dated in the future", () => {
    saveDraft(draft, NOW + 10 * 60 * 1000);
    expect(loadDraft(NOW)).toEqual(emptyDraft());
  });

  it("clearDraft forgets it", () => {
    saveDraft(draft, NOW);
    clearDraft();
    expect(session.getItem(KEY)).toBeNull();
    expect(loadDraft(NOW)).toEqual(emptyDraft());
  });

  it("drops unknown keys", () => {
    const json = JSON.stringify({ ...draft, savedAt: NOW, honeypot: "x", extra: [1] });
    session.setItem(KEY, `{"__proto__":{"polluted":1},${json.slice(1)}`);
    const loaded = loadDraft(NOW);
    expect(Object.keys(loaded).sort()).toEqual(Object.keys(draft).sort());
    expect(loaded).toEqual({ ...draft, savedAt: NOW });
    expect(Object.hasOwn(loaded, "__proto__")).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ["invalid JSON", "{not json"],
    ["a string", JSON.stringify("draft")],
    ["an array", JSON.stringify([draft])],
    ["null", "null"],
    ["step 4", JSON.stringify({ ...draft, savedAt: NOW, step: 4 })],
    ["step as string", JSON.stringify({ ...draft, savedAt: NOW, step: "2" })],
    ["unknown project type", JSON.stringify({ ...draft, savedAt: NOW, projectType: "app" })],
    ["industry label not id", JSON.stringify({ ...draft, savedAt: NOW, industry: "Technology" })],
    ["email as number", JSON.stringify({ ...draft, savedAt: NOW, email: 42 })],
    ["missing phone", JSON.stringify({ ...draft, savedAt: NOW, phone: undefined })],
    ["savedAt as string", JSON.stringify({ ...draft, savedAt: String(NOW) })],
    ["script payload", JSON.stringify({ ...draft, savedAt: NOW, industry: "<script>" })],
  ])("%s reads as an empty draft", (_name, raw) => {
    session.setItem(KEY, raw);
    expect(loadDraft(NOW)).toEqual(emptyDraft());
  });

  it("caps strings by LIMITS on load and on save", () => {
    seed({ ...draft, savedAt: NOW, businessName: "x".repeat(5000), phone: "1".repeat(99) });
    const loaded = loadDraft(NOW);
    expect(loaded.businessName).toHaveLength(120);
    expect(loaded.phone).toHaveLength(30);
    saveDraft({ ...draft, email: "e".repeat(1024 * 1024), otherIndustry: "o".repeat(500) }, NOW);
    const stored = JSON.parse(session.getItem(KEY) ?? "{}") as LeadDraft;
    expect(stored.email).toHaveLength(254);
    expect(stored.otherIndustry).toHaveLength(100);
  });

  it("lowers the step to what the answers allow", () => {
    seed({ ...draft, savedAt: NOW, projectType: "" });
    expect(loadDraft(NOW).step).toBe(1);
    seed({ ...draft, savedAt: NOW, businessName: " " });
    expect(loadDraft(NOW).step).toBe(2);
    seed({ ...draft, savedAt: NOW, step: 2, businessName: "" });
    expect(loadDraft(NOW).step).toBe(2);
  });
});

describe("when storage fails", () => {
  it("sessionStorage getter throws SecurityError: nothing throws, the draft lives in memory", () => {
    Object.defineProperty(globalThis, "sessionStorage", {
      configurable: true,
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    expect(() => loadDraft(NOW)).not.toThrow();
    expect(saveDraft(draft, NOW)).toBe(false);
    expect(loadDraft(NOW)).toEqual({ ...draft, savedAt: NOW });
    expect(() => clearDraft()).not.toThrow();
    expect(loadDraft(NOW)).toEqual(emptyDraft());
  });

  it("setItem throws QuotaExceededError: nothing throws, the draft lives in memory", () => {
    vi.spyOn(session, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    expect(saveDraft(draft, NOW)).toBe(false);
    expect(console.warn).toHaveBeenCalled();
    expect(loadDraft(NOW)).toEqual({ ...draft, savedAt: NOW });
    expect(saveDraft({ ...draft, phone: "705 555 0199" }, NOW + 1)).toBe(false);
    expect(loadDraft(NOW + 1).phone).toBe("705 555 0199");
  });
});
