/**
 * The editable texts on screen in edit mode. Each registers its element; one
 * IntersectionObserver tells which are in or near the viewport (a text in a
 * closed menu or far down the page gets no pencil until it shows), and the
 * pencil layer lists those in document order, so Tab visits them in reading
 * order.
 */

export interface Editable {
  readonly element: Element;
  readonly id: string;
  readonly instance?: string;
  /** The CSS anchor name its pencil and inline editor are placed against. */
  readonly anchor: string;
}

const all = new Map<Element, Editable>();
const near = new Set<Element>();
let shown: readonly Editable[] = [];
let next = 0;
const listeners = new Set<() => void>();
let observer: IntersectionObserver | null = null;

function update() {
  shown = [...near]
    .map((element) => all.get(element))
    .filter((editable): editable is Editable => editable !== undefined)
    .sort((a, b) =>
      a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
  for (const listener of listeners) listener();
}

let scheduled = false;
function scheduleUpdate() {
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(() => {
    scheduled = false;
    update();
  });
}

function observe(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) near.add(entry.target);
        else near.delete(entry.target);
      }
      scheduleUpdate();
    },
    { rootMargin: "50% 0px" },
  );
  return observer;
}

/** Registers a text's element; returns the unregister function. */
export function registerEditable(element: Element, id: string, instance?: string): () => void {
  const anchor = `--edit-text-${++next}`;
  if (element instanceof HTMLElement) element.style.setProperty("anchor-name", anchor);
  all.set(element, { element, id, ...(instance === undefined ? {} : { instance }), anchor });
  observe().observe(element);
  return () => {
    all.delete(element);
    near.delete(element);
    observer?.unobserve(element);
    scheduleUpdate();
  };
}

/** The registered texts in or near the viewport, in document order. */
export const shownEditables = (): readonly Editable[] => shown;

export function subscribeEditables(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let requested: Editable | null = null;

/**
 * Asks the pencil layer to open the editor of the first text inside
 * `container` (a section's "Edit Section"); false when it holds none.
 */
export function requestEditIn(container: Element): boolean {
  const first = [...all.values()]
    .filter((editable) => container.contains(editable.element))
    .sort((a, b) =>
      a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    )[0];
  if (first === undefined) return false;
  requested = first;
  for (const listener of listeners) listener();
  return true;
}

/** The editable whose editor was asked for, once (see {@link requestEditIn}). */
export function takeRequestedEdit(): Editable | null {
  const editable = requested;
  requested = null;
  return editable;
}
