/**
 * The test build's prerendered pages, parsed with parse5 (the HTML parser browsers' spec
 * describes, as jsdom uses it): for the suites that only read what the server sends, so they
 * need no browser. The server's own answers (statuses, headers) come from the test server
 * that server-setup.ts starts: `origin()`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { inject } from "vitest";
import { CLIENT_DIR, prerenderedPaths } from "../e2e/test-build";

export type Document = DefaultTreeAdapterMap["document"];
export type Element = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["node"];

/** Every prerendered page of the test build, sorted (`/`, `/404`, `/fr`, `/fr/404` …). */
export const PAGES = prerenderedPaths();

export const isFrench = (path: string) => path === "/fr" || path.startsWith("/fr/");
/** The French twin of an English path. */
export const french = (path: string) => (path === "/" ? "/fr" : `/fr${path}`);
/** The English twin of a path. */
export const english = (path: string) => path.replace(/^\/fr(?=\/|$)/, "") || "/";
/** The not-found page, prerendered at /404 and /fr/404 (app/prerender-paths.ts). */
export const NOT_FOUND = new Set(["/404", "/fr/404"]);

/** The origin of the test server (server/main.js serving build-test/, server-setup.ts). */
export const origin = () => inject("origin");
/** What the test server answers at a path (or a full URL of its origin). */
export async function get(path: string): Promise<Response> {
  const url = new URL(path, origin());
  try {
    return await fetch(url);
  } catch (error) {
    // A kept-alive connection the server closed for being idle just as it was reused (on a
    // busy machine the client's timer runs late): a browser sends such a GET again on a new
    // connection, and so does this.
    if ((error as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw error;
    return fetch(url);
  }
}

const parsed = new Map<string, Document>();
/** The prerendered page at a path, parsed (read once per test file). */
export function builtPage(path: string): Document {
  let document = parsed.get(path);
  if (!document) {
    const file = join(CLIENT_DIR, path, "index.html");
    document = parse(readFileSync(file, "utf8"), { scriptingEnabled: false });
    parsed.set(path, document);
  }
  return document;
}

const isElement = (node: Node): node is Element => "tagName" in node;

/** The elements under a node, in document order. */
function* elements(root: Node): Generator<Element> {
  for (const child of "childNodes" in root ? root.childNodes : []) {
    if (!isElement(child)) continue;
    yield child;
    yield* elements(child);
  }
}

/** The elements under a node that have a tag name (and, optionally, pass a test). */
export const all = (root: Node, tag: string, test: (el: Element) => boolean = () => true) =>
  [...elements(root)].filter((el) => el.tagName === tag && test(el));

/** The first element with a tag name (and passing a test), if any. */
export const first = (root: Node, tag: string, test?: (el: Element) => boolean) =>
  all(root, tag, test)[0];

/** An attribute's value, undefined when the element has none. */
export const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

/** The text an element holds, as DOM textContent gives it. */
export function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value;
  return "childNodes" in node ? node.childNodes.map(textOf).join("") : "";
}

/** Whether an element is inside (or is) an element with a given tag name. */
export function inside(el: Element, tags: ReadonlySet<string>): boolean {
  for (let node: Node | null = el; node && isElement(node); node = node.parentNode) {
    if (tags.has(node.tagName)) return true;
  }
  return false;
}
