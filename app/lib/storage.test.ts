import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { canPersist, read, write } from "./storage";

/** A minimal Web Storage over a Map. */
function fakeStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

let local: ReturnType<typeof fakeStorage>;
let session: ReturnType<typeof fakeStorage>;

function stubWindow(framed: boolean) {
  const win: { dispatchEvent: () => boolean; parent?: unknown } = { dispatchEvent: () => true };
  win.parent = framed ? {} : win;
  vi.stubGlobal("window", win);
}

beforeEach(() => {
  local = fakeStorage();
  session = fakeStorage();
  vi.stubGlobal("localStorage", local);
  vi.stubGlobal("sessionStorage", session);
});

afterEach(() => vi.unstubAllGlobals());

describe("storage in a gallery preview or compare frame (SPEC §4)", () => {
  it("a top-level page stores the visitor's context and theme", () => {
    stubWindow(false);
    write("templateContext", "mining");
    write("theme", "simple");
    expect(session.map.get("templateContext")).toBe("mining");
    expect(local.map.get("website-theme")).toBe("simple");
  });

  it("a framed page keeps context and theme to itself, and reads its own values first", () => {
    stubWindow(true);
    session.setItem("templateContext", "construction");
    local.setItem("website-theme", "premium");
    write("templateContext", "cut-district");
    write("miningContext", "simple");
    write("theme", "cut-district");
    expect(session.map.get("templateContext")).toBe("construction");
    expect(session.map.has("miningContext")).toBe(false);
    expect(local.map.get("website-theme")).toBe("premium");
    expect(read("templateContext")).toBe("cut-district");
    expect(read("theme")).toBe("cut-district");
  });

  it("a framed page still stores other keys, such as the language", () => {
    stubWindow(true);
    write("language", "fr");
    expect(local.map.get("preferred-language")).toBe("fr");
  });
});

describe("the copy editor's keys (SPEC §3.2: one brand-named key)", () => {
  it("stores the edits and the section layout as text under their brand-named keys", () => {
    stubWindow(false);
    expect(write("copyEdits", '{"version":1,"edits":{}}')).toBe(true);
    expect(write("sectionLayout", '{"version":1,"pages":{}}')).toBe(true);
    expect(local.map.get("nickel-and-pine-copy-edits")).toBe('{"version":1,"edits":{}}');
    expect(local.map.get("nickel-and-pine-section-layout")).toBe('{"version":1,"pages":{}}');
    expect(read("copyEdits")).toBe('{"version":1,"edits":{}}');
  });

  it("knows whether localStorage keeps what is written", () => {
    expect(canPersist()).toBe(true);
    expect(local.map.size).toBe(0);
    vi.stubGlobal("localStorage", {
      ...fakeStorage(),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    });
    expect(canPersist()).toBe(false);
    vi.stubGlobal("localStorage", undefined);
    expect(canPersist()).toBe(false);
  });
});

describe("the admin flag (SECURITY.md T9: a flag with a time to live)", () => {
  const HOUR = 60 * 60 * 1000;
  const loggedInAt = new Date("2026-11-24T09:00:00Z");

  beforeEach(() => {
    stubWindow(false);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(loggedInAt);
  });
  afterEach(() => vi.useRealTimers());

  it("stores the log-in time under the SPEC's key, and reads as logged in for 12 hours", () => {
    write("adminAuthenticated", true);
    expect(local.map.get("admin-authenticated")).toBe(String(loggedInAt.getTime()));
    expect(read("adminAuthenticated")).toBe(true);
    vi.setSystemTime(loggedInAt.getTime() + 12 * HOUR - 1);
    expect(read("adminAuthenticated")).toBe(true);
  });

  it("reads as logged out once 12 hours have passed", () => {
    write("adminAuthenticated", true);
    vi.setSystemTime(loggedInAt.getTime() + 12 * HOUR);
    expect(read("adminAuthenticated")).toBeNull();
    vi.setSystemTime(loggedInAt.getTime() + 30 * 24 * HOUR);
    expect(read("adminAuthenticated")).toBeNull();
  });

  it.each([
    ["the old flag with no time", "true"],
    ["a word", "yes"],
    ["an empty value", ""],
    ["a time with other text", `${loggedInAt.getTime()}x`],
    ["a negative time", `-${loggedInAt.getTime()}`],
    ["a time in the future, which would never expire", String(loggedInAt.getTime() + 2 * HOUR)],
  ])("reads %s as logged out", (_, stored) => {
    local.setItem("admin-authenticated", stored);
    expect(read("adminAuthenticated")).toBeNull();
  });
});
