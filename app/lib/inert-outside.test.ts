import { describe, expect, it } from "vitest";
import { batches, inertOutside, regionsOutside, type PageNode } from "./inert-outside";

const HTML = "http://www.w3.org/1999/xhtml";
const SVG = "http://www.w3.org/2000/svg";

/** A minimal element: a name, children, and attributes. */
class FakeElement implements PageNode {
  parentElement: FakeElement | null = null;
  readonly children: FakeElement[] = [];
  readonly attributes = new Map<string, string>();
  constructor(
    readonly localName: string,
    children: FakeElement[] = [],
    readonly namespaceURI: string = HTML,
  ) {
    for (const child of children) {
      child.parentElement = this;
      this.children.push(child);
    }
  }
  getElementsByTagName(): FakeElement[] {
    return this.children.flatMap((child) => [child, ...child.getElementsByTagName()]);
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
}

const el = (name: string, ...children: FakeElement[]) => new FakeElement(name, children);
const many = (count: number) => Array.from({ length: count }, () => el("p"));
const names = (nodes: readonly PageNode[]) => nodes.map((node) => node.localName);

/** body > [header, main > [section × 3 (15 elements each)], script, footer, app > dialog] */
function page() {
  const dialog = el("dialog-root", el("button"));
  const sections = [0, 1, 2].map((n) => el(`section${n}`, ...many(14)));
  const header = el("header", el("a"), el("a"));
  const main = el("main", ...sections);
  const footer = el("footer", el("a"));
  const app = el("app", dialog);
  const body = el("body", header, main, el("script"), footer, app);
  el("html", el("head"), body);
  return { dialog, header, main, sections, footer, app, body };
}

describe("regionsOutside", () => {
  it("takes every part of the page but the dialog and its ancestors, skipping head and scripts", () => {
    const { dialog } = page();
    expect(names(regionsOutside(dialog, 1000).map((r) => r.element))).toEqual([
      "header",
      "main",
      "footer",
    ]);
  });

  it("splits a part larger than the limit into its children, then takes the part itself", () => {
    const { dialog } = page();
    const regions = regionsOutside(dialog, 40);
    expect(names(regions.map((r) => r.element))).toEqual([
      "header",
      "section0",
      "section1",
      "section2",
      "main",
      "footer",
    ]);
    expect(regions.find((r) => r.element.localName === "section0")?.size).toBe(15);
    // Its children are inert by then: marking it restyles about one element per child.
    expect(regions.find((r) => r.element.localName === "main")?.size).toBe(3);
  });

  it("leaves out what is already inert and what is not HTML", () => {
    const { dialog, header, main } = page();
    header.setAttribute("inert", "");
    const drawing = new FakeElement("svg", [], SVG);
    drawing.parentElement = main.parentElement;
    main.parentElement!.children.push(drawing);
    expect(names(regionsOutside(dialog, 1000).map((r) => r.element))).toEqual(["main", "footer"]);
  });
});

describe("batches", () => {
  it("groups regions up to the limit, a larger one alone, in page order", () => {
    const a = { element: el("a"), size: 60 };
    const b = { element: el("b"), size: 30 };
    const c = { element: el("c"), size: 40 };
    const d = { element: el("d"), size: 250 };
    const e = { element: el("e"), size: 5 };
    expect(batches([a, b, c, d, e], 100).map(names)).toEqual([["a", "b"], ["c"], ["d"], ["e"]]);
  });
});

describe("inertOutside", () => {
  it("marks one batch per task, restyling after each, and the release lifts only its own", () => {
    const { dialog, header, sections, footer } = page();
    const tasks: (() => void)[] = [];
    const restyled: string[] = [];
    const release = inertOutside(
      dialog,
      (task) => tasks.push(task),
      (element) => restyled.push(element.localName),
    );
    const inert = () => [header, ...sections, footer].map((part) => part.hasAttribute("inert"));

    // Nothing happens in the opening task itself.
    expect(inert()).toEqual([false, false, false, false, false]);
    const run = () => tasks.shift()!();
    // The header and two sections: 3 + 15 + 15 elements; a third section would pass 40.
    run();
    expect(inert()).toEqual([true, true, true, false, false]);
    expect(restyled).toEqual(["header"]);

    release();
    expect(inert()).toEqual([false, false, false, false, false]);
    // The task still queued (section2, main and the footer) does nothing once released.
    while (tasks.length) run();
    expect(inert()).toEqual([false, false, false, false, false]);
  });

  /** Marks everything outside `dialog`, running every task, and returns the release. */
  const markAll = (dialog: PageNode) => {
    const tasks: (() => void)[] = [];
    const release = inertOutside(
      dialog,
      (task) => tasks.push(task),
      () => {},
    );
    while (tasks.length) tasks.shift()!();
    return release;
  };

  it("ends with every part outside inert, the split ones included, and lifts them all", () => {
    const { dialog, header, main, sections, footer, app, body } = page();
    const release = markAll(dialog);
    const parts = [header, main, ...sections, footer];
    expect(parts.map((part) => part.hasAttribute("inert"))).toEqual(parts.map(() => true));
    // The dialog's ancestors stay usable.
    expect([app, body].map((part) => part.hasAttribute("inert"))).toEqual([false, false]);
    release();
    expect(parts.some((part) => part.hasAttribute("inert"))).toBe(false);
  });

  it("leaves an element that was inert before the dialog opened as it was", () => {
    const { dialog, header } = page();
    header.setAttribute("inert", "");
    markAll(dialog)();
    expect(header.hasAttribute("inert")).toBe(true);
  });
});
