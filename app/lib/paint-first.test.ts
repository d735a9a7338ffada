import { describe, expect, it } from "vitest";
import { PaintFirstError, paintFirst } from "./paint-first";

/** React Router 7's start-up for a prerendered page, as the build writes it. */
const page = (startup: string) =>
  `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app.css"/>` +
  `<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>` +
  `<link rel="modulepreload" href="/assets/shell-3.js"/><link rel="modulepreload" href="/assets/root-4.js"/>` +
  `</head><body><h1>Hi</h1><script type="module" async="">${startup}</script></body></html>`;

const STARTUP = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"en:home":route1};

import("/assets/entry.client-2.js");`;

describe("paintFirst", () => {
  const out = paintFirst(page(STARTUP));
  const script = /<script type="module" async="">([\s\S]*)<\/script>/.exec(out)?.[1] ?? "";

  it("leaves no module preload in the HTML for the browser to fetch before it paints", () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(out).toContain("<h1>Hi</h1>");
  });

  it("waits for the first paint, then preloads every module, waits for them and imports the same ones", () => {
    const lines = script.split("\n").slice(1);
    expect(lines[0]).toMatch(/^await new Promise\(/);
    expect(lines[0]).toContain('.observe({type:"paint",buffered:true})');
    expect(lines[0]).toContain('document.visibilityState==="hidden"');
    expect(lines[1]).toContain(
      JSON.stringify([
        "/assets/manifest-1.js",
        "/assets/entry.client-2.js",
        "/assets/shell-3.js",
        "/assets/root-4.js",
      ]),
    );
    expect(lines[1]).toContain('link.rel="modulepreload"');
    // One preload per task: the loop yields after each.
    expect(lines[1]).toMatch(
      /document\.head\.append\(link\);await\(.*scheduler\.yield\(\).*setTimeout\(go\)\)\);\}$/,
    );
    expect(lines[2]).toBe("await Promise.all(loaded);");
    expect(lines[3]).toBe(
      'const [,route0,route1]=await Promise.all([import("/assets/manifest-1.js"),' +
        'import("/assets/root-4.js"),import("/assets/home-5.js")]);',
    );
    expect(lines.slice(4)).toEqual([
      'window.__reactRouterRouteModules = {"root":route0,"en:home":route1};',
      'import("/assets/entry.client-2.js");',
    ]);
  });

  it("numbers the first history entry as React Router would, before the first paint", () => {
    const first = script.split("\n")[0] ?? "";
    const numbered = (state: unknown) => {
      const replaced: unknown[] = [];
      const history = { state, replaceState: (next: unknown) => replaced.push(next) };
      new Function("history", first)(history);
      return replaced;
    };
    expect(numbered(null)).toEqual([{ idx: 0 }]);
    expect(numbered({ usr: 1, key: "k" })).toEqual([{ usr: 1, key: "k", idx: 0 }]);
    // An entry React Router already numbered (a reload, a step back) is left alone.
    expect(numbered({ usr: null, key: "k", idx: 3 })).toEqual([]);
  });

  it("starts the app after the first paint and the preloads, with the route modules it imported", async () => {
    const imported: string[] = [];
    const started: unknown[] = [];
    const win: Record<string, unknown> = {};
    type Link = { onload?: () => void; onerror?: () => void };
    const head: Link[] = [];
    const doc = {
      visibilityState: "visible",
      createElement: () => ({ relList: { supports: (rel: string) => rel === "modulepreload" } }),
      head: { append: (link: Link) => head.push(link) },
    };
    const load = (url: string) => {
      imported.push(url);
      if (url.includes("entry.client")) started.push(win.__reactRouterRouteModules);
      return Promise.resolve({ url });
    };
    // The script body as the browser runs it, with import() and the page's globals stood in.
    let painted = () => {};
    class PerformanceObserver {
      static supportedEntryTypes = ["paint"];
      constructor(private callback: (list: unknown, observer: unknown) => void) {}
      observe(options: unknown) {
        expect(options).toEqual({ type: "paint", buffered: true });
        painted = () => this.callback([], { disconnect: () => {} });
      }
    }
    // On a first visit the history entry has no state: it gets React Router's number 0.
    const replaced: unknown[] = [];
    const history = {
      state: null,
      replaceState: (state: unknown, title: string) => replaced.push([state, title]),
    };
    const run = new Function(
      "document, window, history, PerformanceObserver, setTimeout, __import",
      `return (async () => {${script.replaceAll("import(", "__import(")}})();`,
    ) as (...args: unknown[]) => Promise<void>;
    // Timers: the one-second fallback never fires here; a yield (no delay) resumes at once,
    // and each one is counted.
    let yields = 0;
    const setTimeout = (go: () => void, ms?: number) => {
      if (ms === undefined) {
        yields += 1;
        go();
      }
    };
    const done = run(doc, win, history, PerformanceObserver, setTimeout, load);
    expect(replaced).toEqual([[{ idx: 0 }, ""]]);
    await Promise.resolve();
    expect(imported).toEqual([]);
    painted();
    await new Promise((go) => globalThis.setTimeout(go, 0));
    expect(head).toHaveLength(4);
    expect(yields).toBe(4);
    // Nothing is imported before every preload has loaded (or failed: the import reports it).
    head.slice(0, 3).forEach((link) => link.onload?.());
    await new Promise((go) => globalThis.setTimeout(go, 0));
    expect(imported).toEqual([]);
    head[3]?.onerror?.();
    await done;
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-4.js",
      "/assets/home-5.js",
      "/assets/entry.client-2.js",
    ]);
    expect(started).toEqual([
      { root: { url: "/assets/root-4.js" }, "en:home": { url: "/assets/home-5.js" } },
    ]);
  });

  it("fails loudly on a start-up it does not recognise, and keeps a page without one", () => {
    expect(() => paintFirst(page(`import { x } from "/a.js";\nimport("/e.js");`))).toThrow(
      PaintFirstError,
    );
    expect(() => paintFirst(page(`import "/a.js";`))).toThrow(PaintFirstError);
    expect(() => paintFirst(page(STARTUP) + page(STARTUP))).toThrow(PaintFirstError);
    const plain = "<!DOCTYPE html><html><body><p>Static</p></body></html>";
    expect(paintFirst(plain)).toBe(plain);
  });
});
