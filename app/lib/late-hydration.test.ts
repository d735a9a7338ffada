import { describe, expect, it } from "vitest";
import {
  boundaryElements,
  createDormantParts,
  createWake,
  WAKING_EVENTS,
  type DormantEnvironment,
} from "./late-hydration";

interface FakeNode {
  nodeType: number;
  data?: string;
  name?: string;
  nextSibling: FakeNode | null;
}

/** Siblings from a compact description: "<x>" an element, "$" and "/$" comments, "'" a text node. */
function siblings(...spec: string[]): [FakeNode, ...FakeNode[]] {
  const nodes: FakeNode[] = spec.map((item) =>
    item.startsWith("<")
      ? { nodeType: 1, name: item.slice(1, -1), nextSibling: null }
      : item === "'"
        ? { nodeType: 3, nextSibling: null }
        : { nodeType: 8, data: item, nextSibling: null },
  );
  nodes.forEach((node, index) => (node.nextSibling = nodes[index + 1] ?? null));
  return nodes as [FakeNode, ...FakeNode[]];
}

const names = (nodes: FakeNode[]) => nodes.map((node) => node.name);

describe("boundaryElements", () => {
  it("returns the elements between the boundary's comments after the marker", () => {
    const [marker] = siblings("<template>", "$", "<section>", "/$", "<footer>");
    expect(names(boundaryElements(marker))).toEqual(["section"]);
  });

  it("keeps the elements of boundaries nested in it, which hydrate only after it", () => {
    const [marker] = siblings(
      "<template>",
      "'",
      "$",
      "<a>",
      "$",
      "<b>",
      "/$",
      "'",
      "<c>",
      "/$",
      "<d>",
    );
    expect(names(boundaryElements(marker))).toEqual(["a", "b", "c"]);
  });

  it("finds nothing when no server boundary follows (a part rendered in the browser)", () => {
    expect(boundaryElements(siblings("<template>", "<section>")[0])).toEqual([]);
    expect(boundaryElements(siblings("<template>")[0])).toEqual([]);
  });
});

describe("createWake", () => {
  it("reads as woken at once, before the promise's callbacks run, and resolves", async () => {
    const wake = createWake();
    expect(wake.woken).toBe(false);
    wake.wake();
    expect(wake.woken).toBe(true);
    expect((wake.promise as Promise<void> & { status?: string }).status).toBe("fulfilled");
    await expect(wake.promise).resolves.toBeUndefined();
    wake.wake();
    expect(wake.woken).toBe(true);
  });
});

/** A test double of the browser: elements are strings, "containment" is a prefix. */
function fakeEnvironment() {
  const watched = new Set<string>();
  let near: ((element: string) => void) | null = null;
  let handler: ((event: { type: string; target: unknown }) => Promise<void>[]) | null = null;
  let listenedTo: readonly string[] = [];
  const environment: DormantEnvironment<string> = {
    observe(onNear) {
      near = onNear;
      return {
        watch: (element) => void watched.add(element),
        unwatch: (element) => void watched.delete(element),
        stop: () => {
          near = null;
          watched.clear();
        },
      };
    },
    listen(types, onEvent) {
      listenedTo = types;
      handler = onEvent;
      return () => {
        handler = null;
        listenedTo = [];
      };
    },
    contains: (element, target) => typeof target === "string" && target.startsWith(element),
  };
  return {
    environment,
    watched,
    comeNear: (element: string) => near?.(element),
    fire: (target: string) => handler?.({ type: "click", target }) ?? [],
    listening: () => listenedTo,
  };
}

/** A wake that records being woken into `log`, and hydrates when told to. */
function wakeLike(name: string, log: string[]) {
  let done: () => void = () => {};
  const hydrated = new Promise<void>((resolve) => (done = resolve));
  let isHydrated = false;
  const hydrate = () => {
    isHydrated = true;
    done();
  };
  return {
    wake: () => void log.push(name),
    hydrated,
    hydrate,
    get isHydrated() {
      return isHydrated;
    },
  };
}

describe("createDormantParts", () => {
  it("wakes a part once when one of its elements comes near, and stops watching it", () => {
    const browser = fakeEnvironment();
    const parts = createDormantParts(browser.environment);
    const woken: string[] = [];
    parts.add(["services", "services-2"], wakeLike("services", woken));
    parts.add(["team"], wakeLike("team", woken));
    expect([...browser.watched]).toEqual(["services", "services-2", "team"]);

    browser.comeNear("services-2");
    browser.comeNear("services");
    expect(woken).toEqual(["services"]);
    expect([...browser.watched]).toEqual(["team"]);
  });

  it("wakes the part an event happens in, before anyone else hears of the event", () => {
    const browser = fakeEnvironment();
    const parts = createDormantParts(browser.environment);
    const woken: string[] = [];
    parts.add(["team"], wakeLike("team", woken));
    const prices = wakeLike("prices", woken);
    parts.add(["prices"], prices);
    expect(browser.listening()).toEqual(WAKING_EVENTS);
    expect(WAKING_EVENTS).toEqual(expect.arrayContaining(["click", "keydown", "focusin"]));

    expect(browser.fire("header/nav")).toEqual([]);
    expect(woken).toEqual([]);
    expect(browser.fire("prices/card/button")).toEqual([prices.hydrated]);
    expect(woken).toEqual(["prices"]);
  });

  it("answers for a part no more once it has hydrated: React has the event then", () => {
    const browser = fakeEnvironment();
    const parts = createDormantParts(browser.environment);
    const footer = wakeLike("footer", []);
    parts.add(["footer"], footer);
    expect(browser.fire("footer/newsletter")).toEqual([footer.hydrated]);
    footer.hydrate();
    expect(browser.fire("footer/newsletter")).toEqual([]);
  });

  it("wakes an awake part at once, unwatched, and hears it until it has hydrated", async () => {
    const browser = fakeEnvironment();
    const parts = createDormantParts(browser.environment);
    const woken: string[] = [];
    const gallery = wakeLike("gallery", woken);
    parts.add(["gallery"], gallery, { awake: true });
    expect(woken).toEqual(["gallery"]);
    expect([...browser.watched]).toEqual([]);
    expect(browser.fire("gallery/card/preview")).toEqual([gallery.hydrated]);
    expect(woken).toEqual(["gallery"]);

    gallery.hydrate();
    await gallery.hydrated;
    await Promise.resolve();
    expect(parts.size).toBe(0);
    expect(browser.listening()).toEqual([]);
  });

  it("hears a woken part until it has hydrated, so a click on it then can be made again", async () => {
    const browser = fakeEnvironment();
    const parts = createDormantParts(browser.environment);
    const woken: string[] = [];
    const gallery = wakeLike("gallery", woken);
    parts.add(["gallery"], gallery);

    browser.comeNear("gallery");
    expect(woken).toEqual(["gallery"]);
    expect(browser.fire("gallery/image")).toEqual([gallery.hydrated]);
    expect(woken).toEqual(["gallery"]);

    gallery.hydrate();
    await gallery.hydrated;
    expect(parts.size).toBe(0);
    expect(browser.listening()).toEqual([]);
  });

  it("stops listening and watching once every part has hydrated or gone, and wakes all on demand", async () => {
    const browser = fakeEnvironment();
    const parts = createDormantParts(browser.environment);
    const woken: string[] = [];
    const stopTeam = parts.add(["team"], wakeLike("team", woken));
    const prices = wakeLike("prices", woken);
    const footer = wakeLike("footer", woken);
    parts.add(["prices"], prices);
    parts.add(["footer"], footer);

    stopTeam();
    expect(parts.size).toBe(2);
    parts.wakeAll();
    expect(woken).toEqual(["prices", "footer"]);
    expect(browser.watched.size).toBe(0);
    prices.hydrate();
    footer.hydrate();
    await Promise.all([prices.hydrated, footer.hydrated]);
    expect(parts.size).toBe(0);
    expect(browser.listening()).toEqual([]);
  });
});
