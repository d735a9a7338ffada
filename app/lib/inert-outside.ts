/**
 * Makes everything outside a modal inert, a few parts of the page per task.
 *
 * A modal <dialog> opened with showModal() makes the whole document inert at once, and the
 * browser restyles every element of the page in that one task: 20 to 35 ms on a long page
 * on the machines here, four times that on a mid-range phone. Marking the page's parts inert
 * one group at a time costs the same in total but never blocks a tap for long.
 */

/** The shape of a DOM element this module reads: enough to test it without a browser. */
export interface PageNode {
  readonly localName: string;
  readonly namespaceURI: string | null;
  readonly parentElement: PageNode | null;
  readonly children: ArrayLike<PageNode>;
  getElementsByTagName(name: "*"): ArrayLike<unknown>;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/** Brings the page's styles up to date now, in this task, rather than at the next frame. */
type Restyle = (element: PageNode) => void;

const restyleNow: Restyle = (element) => {
  if (element instanceof Element) void getComputedStyle(element).visibility;
};

const HTML = "http://www.w3.org/1999/xhtml";

/** Elements that draw nothing and hold nothing to focus. */
const INVISIBLE = new Set([
  "head",
  "script",
  "style",
  "template",
  "link",
  "meta",
  "noscript",
  "title",
]);

/**
 * Most elements restyled in one task. Marking 100 at a time took 10 to 20 ms a task here
 * (so 40 to 80 ms on a mid-range phone, past the 50 ms a tap may wait); 40 keep each task
 * to a few milliseconds.
 */
const ELEMENTS_PER_TASK = 40;

/** One part of the page to mark, and how many elements marking it restyles. */
export interface Region {
  element: PageNode;
  size: number;
}

const sizeOf = (element: PageNode) => element.getElementsByTagName("*").length + 1;

/**
 * The parts of the page outside `keep` (which stays usable, with its ancestors), as few
 * subtrees as possible and none over `limit` elements where it can be split. A part that is
 * split comes back after its children, counted as one element per child: once they are inert,
 * marking it restyles little, and it leaves no landmark (a footer, a main) standing empty
 * outside the dialog. Parts that are already inert are left out, so releasing never touches
 * what someone else marked. Only HTML elements can be inert; an SVG drawing holds nothing to
 * focus here.
 */
export function regionsOutside(keep: PageNode, limit = ELEMENTS_PER_TASK): Region[] {
  const regions: Region[] = [];
  const add = (element: PageNode) => {
    if (element.namespaceURI !== HTML || INVISIBLE.has(element.localName)) return;
    if (element.hasAttribute("inert")) return;
    const size = sizeOf(element);
    if (size > limit && element.children.length > 0) {
      for (const child of Array.from(element.children)) add(child);
      regions.push({ element, size: element.children.length });
    } else {
      regions.push({ element, size });
    }
  };
  for (let node = keep; node.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling !== node) add(sibling);
    }
  }
  return regions;
}

/** Groups regions into tasks of about `limit` elements each, in page order. */
export function batches(regions: readonly Region[], limit = ELEMENTS_PER_TASK): PageNode[][] {
  const out: PageNode[][] = [];
  let current: PageNode[] = [];
  let size = 0;
  for (const region of regions) {
    if (current.length > 0 && size + region.size > limit) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(region.element);
    size += region.size;
  }
  if (current.length > 0) out.push(current);
  return out;
}

type Later = (task: () => void) => void;

const nextTask: Later = (task) => void setTimeout(task, 0);

/**
 * Marks everything outside `keep` inert, one batch per task, and returns the release: it
 * stops the marking if still under way and lifts what was marked, at once (a click closes a
 * dialog: one longer task then is the price of the page being usable at the next frame).
 */
export function inertOutside(
  keep: PageNode,
  later: Later = nextTask,
  restyle: Restyle = restyleNow,
): () => void {
  const pending = batches(regionsOutside(keep));
  const marked: PageNode[] = [];
  let released = false;
  const step = () => {
    const batch = pending.shift();
    if (released || !batch) return;
    for (const element of batch) {
      element.setAttribute("inert", "");
      marked.push(element);
    }
    // Marking is cheap; the restyle it causes is not. Left to the next frame, every batch
    // would be restyled there in one long task: pay for each batch in its own.
    restyle(batch[0]!);
    if (pending.length > 0) later(step);
  };
  later(step);
  return () => {
    released = true;
    for (const element of marked) element.removeAttribute("inert");
    marked.length = 0;
  };
}
