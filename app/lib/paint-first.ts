/**
 * Puts a prerendered page's first paint ahead of its JavaScript.
 *
 * React Router writes a `<link rel="modulepreload">` for every module of the first page and an
 * inline module script that imports them. On a phone's connection those downloads share the
 * bandwidth with the stylesheet, and the browser counts high-priority scripts as blocking the
 * first paint. The page is complete without them (it is prerendered), so this rewrite lets the
 * browser paint first: the inline script waits for the first frame, then adds the same
 * preloads one task at a time (so the modules still download side by side, not as a
 * waterfall), waits for them, imports the same modules and starts the app exactly as React
 * Router would.
 *
 * A page whose start-up script no longer has the shape below makes the build fail, so an
 * upgrade of React Router cannot silently drop the rewrite or break the page.
 */

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const STATIC_IMPORT = /^import (?:\* as ([A-Za-z_$][\w$]*) from )?("[^"\\]+");$/;

/**
 * After the first paint: the browser's paint timing says when it painted. A browser without
 * paint timing waits for the first animation frame to be out instead. A document that paints
 * nothing (a hidden tab, an unrendered frame) starts at once if hidden, else after a second.
 */
const AFTER_FIRST_PAINT =
  'await new Promise((go)=>{if(document.visibilityState==="hidden")return go();setTimeout(go,1000);' +
  'if((PerformanceObserver.supportedEntryTypes||[]).includes("paint"))' +
  'new PerformanceObserver((_,o)=>{o.disconnect();go()}).observe({type:"paint",buffered:true});' +
  "else requestAnimationFrame(()=>setTimeout(go))});";

/**
 * React Router numbers the history entries it makes, and on a first visit it writes entry 0's
 * number with history.replaceState() as it starts, in the start-up's longest task: a call that
 * takes from under a millisecond to 20 ms here. Written here, before the first paint, it
 * leaves that task; the router then finds the number and writes nothing.
 */
const NUMBER_FIRST_ENTRY =
  'if(history.state?.idx==null)history.replaceState({...history.state,idx:0},"");';

/**
 * Between two preloads, a yield to the browser: adding one costs a millisecond or more of
 * main-thread work (several with an inspector attached, as Lighthouse is), so ten in one go
 * make a task long enough to delay a tap; one per task keeps each short.
 */
const YIELD =
  'await(typeof scheduler!=="undefined"&&scheduler.yield?scheduler.yield():new Promise((go)=>setTimeout(go)));';

/**
 * Each preload is also awaited (where the browser knows modulepreload; a failed one too, as
 * the import then reports it): a preloaded module is compiled off the main thread as it
 * arrives, while one imported mid-download is finished on the main thread, in the start-up's
 * longest task (up to 27 ms of it here).
 */
const AWAIT_PRELOAD =
  'if(link.relList.supports?.("modulepreload"))loaded.push(new Promise((done)=>{link.onload=link.onerror=done}));';

export class PaintFirstError extends Error {
  override name = "PaintFirstError";
}

/** The rewritten start-up of one page: same modules, same order, behind the first paint. */
function deferredStartup(body: string, preloads: readonly string[]): string {
  const bindings: string[] = [];
  const specifiers: string[] = [];
  const rest: string[] = [];
  for (const line of body.split("\n")) {
    const trimmed = line.trim();
    const match = STATIC_IMPORT.exec(trimmed);
    if (match) {
      bindings.push(match[1] ?? "");
      specifiers.push(match[2] ?? "");
    } else if (/^import\s/.test(trimmed)) {
      throw new PaintFirstError(`Unexpected import in the start-up script: ${trimmed}`);
    } else if (trimmed) {
      rest.push(trimmed);
    }
  }
  if (!specifiers.length) throw new PaintFirstError("The start-up script imports nothing.");
  if (!rest.some((line) => /^import\("[^"]+"\);$/.test(line))) {
    throw new PaintFirstError("The start-up script does not import the entry module.");
  }
  return [
    NUMBER_FIRST_ENTRY,
    AFTER_FIRST_PAINT,
    `const loaded=[];for(const href of ${JSON.stringify(preloads)}){` +
      'const link=document.createElement("link");link.rel="modulepreload";link.href=href;' +
      AWAIT_PRELOAD +
      "document.head.append(link);" +
      YIELD +
      "}",
    "await Promise.all(loaded);",
    `const [${bindings.join(",")}]=await Promise.all([${specifiers
      .map((specifier) => `import(${specifier})`)
      .join(",")}]);`,
    ...rest,
  ].join("\n");
}

/**
 * The page with its module preloads moved behind the first paint. A page without React
 * Router's start-up script (none of ours today) is returned as it is.
 */
export function paintFirst(html: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (!scripts.length) return html;
  if (scripts.length > 1) throw new PaintFirstError("More than one start-up script.");
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
  const startup = deferredStartup(scripts[0]?.[1] ?? "", preloads);
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(MODULE_SCRIPT, () => `<script type="module" async="">${startup}</script>`);
}
