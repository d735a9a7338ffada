/**
 * Late hydration: a part of a prerendered page below the fold keeps its server
 * HTML, readable and styled, while React leaves it dormant, and hydrates when
 * it is needed: when it comes near the viewport, when the visitor interacts
 * with it, or when something above it changes (ui/HydrateWhenNear.tsx). This
 * file holds the parts that need no React.
 */

import { inPageTargetId } from "./anchor-scroll";

/** A promise React's `use` reads synchronously once woken (React's `status`/`value` fields). */
type WakePromise = Promise<void> & { status?: string; value?: void };

export interface Wake {
  readonly promise: Promise<void>;
  readonly woken: boolean;
  wake(): void;
  /** Whether the part has been committed: a render after that is an update from above. */
  readonly committed: boolean;
  commit(): void;
  /** Settles once the part has hydrated. */
  readonly hydrated: Promise<void>;
  /** Whether it has, now. */
  readonly isHydrated: boolean;
  markHydrated(): void;
}

export function createWake(): Wake {
  let resolve: () => void = () => {};
  const promise: WakePromise = new Promise<void>((done) => (resolve = done));
  let committed = false;
  let markHydrated: () => void = () => {};
  const hydrated = new Promise<void>((done) => (markHydrated = done));
  let isHydrated = false;
  return {
    promise,
    hydrated,
    get isHydrated() {
      return isHydrated;
    },
    markHydrated: () => {
      isHydrated = true;
      markHydrated();
    },
    get committed() {
      return committed;
    },
    commit() {
      committed = true;
    },
    get woken() {
      return promise.status === "fulfilled";
    },
    wake() {
      if (promise.status === "fulfilled") return;
      // Set before resolving, so a render that runs before the promise's
      // callbacks (a click React hydrates for at once) sees it woken.
      promise.status = "fulfilled";
      promise.value = undefined;
      resolve();
    },
  };
}

const ELEMENT_NODE = 1;
const COMMENT_NODE = 8;

/** The parts of a DOM node that `boundaryElements` reads. */
interface SiblingNode {
  readonly nodeType: number;
  readonly nextSibling: SiblingNode | null;
  readonly data?: string;
}

/**
 * The elements of the Suspense boundary that follows `marker` in the server
 * HTML, which React brackets with `<!--$-->` and `<!--/$-->` comments. Those of
 * boundaries nested in it count too (a part inside a part: the inner one hydrates
 * only after the outer one). Empty when no boundary follows: the part
 * was rendered in the browser, so there is nothing dormant.
 */
export function boundaryElements<T extends SiblingNode>(marker: T): T[] {
  let node = marker.nextSibling;
  while (node && node.nodeType !== ELEMENT_NODE && node.nodeType !== COMMENT_NODE) {
    node = node.nextSibling;
  }
  if (!node || node.nodeType !== COMMENT_NODE || !node.data?.startsWith("$")) return [];
  const elements: T[] = [];
  let depth = 1;
  for (node = node.nextSibling; node && depth > 0; node = node.nextSibling) {
    if (node.nodeType === COMMENT_NODE) {
      if (node.data?.startsWith("$")) depth += 1;
      else if (node.data === "/$") depth -= 1;
    } else if (node.nodeType === ELEMENT_NODE) {
      elements.push(node as T);
    }
  }
  return elements;
}

/**
 * The events that wake the dormant part they happen in, before React sees
 * them: React hydrates a part at once for an event it can replay (a click, a
 * key, typing), which needs the part woken first. Focus wakes a part too, so
 * a keyboard visitor finds it ready. The rest (a double click, a paste) comes
 * after one of these. So does a submit, which is heard too: a form sent from a
 * part that has not hydrated yet is held, and sent again once it has.
 */
export const WAKING_EVENTS = [
  "pointerdown",
  "mousedown",
  "touchstart",
  "keydown",
  "focusin",
  "input",
  "click",
  "submit",
] as const;

/** How close to the viewport a dormant part wakes, so it is ready before it is seen. */
const NEAR_MARGIN = "200px 0px";

interface DormantPart<E> {
  readonly elements: readonly E[];
  readonly wake: Pick<Wake, "wake" | "hydrated" | "isHydrated">;
}

/** An event as the dormant parts see it. */
interface WakingEvent {
  readonly type: string;
  readonly target: unknown;
}

export interface DormantEnvironment<E> {
  /** Calls `onNear` with each watched element that comes near the viewport. */
  observe(onNear: (element: E) => void): {
    watch(element: E): void;
    unwatch(element: E): void;
    stop(): void;
  };
  /**
   * Listens (in the capture phase, ahead of React) for `types` on the window;
   * `handler` answers what the event woke, for `replay`.
   */
  listen(types: readonly string[], handler: (event: WakingEvent) => Promise<void>[]): () => void;
  contains(element: E, target: unknown): boolean;
}

/**
 * The page's dormant parts: each wakes (once) when one of its elements comes
 * near the viewport or an event happens inside it; `wakeAll` wakes them all.
 * A woken part is still heard until it has hydrated (its code may be on its
 * way), so a click on it then can be made again. Listens only meanwhile.
 */
export function createDormantParts<E>(environment: DormantEnvironment<E>) {
  const parts = new Set<DormantPart<E>>();
  const woken = new WeakSet<DormantPart<E>>();
  let observer: ReturnType<DormantEnvironment<E>["observe"]> | null = null;
  let stopListening: (() => void) | null = null;

  const unwatch = (part: DormantPart<E>) => {
    for (const element of part.elements) observer?.unwatch(element);
  };
  const remove = (part: DormantPart<E>) => {
    if (!parts.delete(part)) return;
    unwatch(part);
    if (parts.size === 0) {
      observer?.stop();
      stopListening?.();
      observer = null;
      stopListening = null;
    }
  };
  const wakePart = (part: DormantPart<E>) => {
    if (!woken.has(part)) {
      woken.add(part);
      unwatch(part);
      part.wake.wake();
      void part.wake.hydrated.then(() => remove(part));
    }
    return part.wake.hydrated;
  };
  const partWith = (test: (element: E) => boolean) =>
    [...parts].filter((part) => part.elements.some(test));

  return {
    /**
     * A part that is `awake` hydrates as soon as it can (what it waits for is on its
     * way, wherever it is on the page): it is heard until then all the same.
     */
    add(
      elements: readonly E[],
      wake: DormantPart<E>["wake"],
      { awake = false }: { awake?: boolean } = {},
    ): () => void {
      const part = { elements, wake };
      parts.add(part);
      observer ??= environment.observe((element) =>
        partWith((e) => e === element).forEach(wakePart),
      );
      stopListening ??= environment.listen(WAKING_EVENTS, ({ target }) =>
        partWith((element) => environment.contains(element, target))
          .filter((part) => !part.wake.isHydrated)
          .map(wakePart),
      );
      if (awake) void wakePart(part);
      else for (const element of elements) observer.watch(element);
      return () => remove(part);
    },
    wakeAll(): void {
      [...parts].forEach(wakePart);
    },
    /** How many parts are asleep or waking. */
    get size() {
      return parts.size;
    },
  };
}

const browser: DormantEnvironment<Element> = {
  observe(onNear) {
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) onNear(entry.target);
      },
      { rootMargin: NEAR_MARGIN },
    );
    return {
      watch: (element) => io.observe(element),
      unwatch: (element) => io.unobserve(element),
      stop: () => io.disconnect(),
    };
  },
  listen(types, handler) {
    const listener = (event: Event) => {
      const hydrated = handler(event);
      if (hydrated.length === 0) return;
      if (event instanceof SubmitEvent) return holdSubmit(event, hydrated);
      if (event.type !== "click") return;
      // React will stop this click before its target: a link to a place on the page is
      // followed now, the rest of the click is made again once the part has hydrated.
      followInPageLink(event);
      replayIfLost(event, hydrated);
    };
    // A link to a place on the page that nothing else acted on (a skip link).
    const unhandled = (event: Event) => followInPageLink(event);
    for (const type of types) window.addEventListener(type, listener, { capture: true });
    window.addEventListener("click", unhandled);
    return () => {
      for (const type of types) window.removeEventListener(type, listener, { capture: true });
      window.removeEventListener("click", unhandled);
    };
  },
  contains: (element, target) => target instanceof Node && element.contains(target),
};

/**
 * A click on a part whose code has not arrived yet (a lazy section) cannot
 * hydrate it at once: React then stops the event before it reaches its
 * target. Once the part has hydrated, the click is made again when that is
 * safe (clickToReplay).
 */
function replayIfLost(event: Event, hydrated: Promise<void>[]) {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  let reached = false;
  const reach = () => (reached = true);
  target.addEventListener("click", reach, { capture: true, once: true });
  setTimeout(() => {
    target.removeEventListener("click", reach, { capture: true });
    if (reached || !clickToReplay(target, event.defaultPrevented)) return;
    void Promise.all(hydrated).then(() => {
      if (target.isConnected) target.click();
    });
  });
}

/**
 * A form in a part that has not hydrated would be sent by the browser itself (a
 * new page, what the visitor typed gone, and no message). It is held, and sent
 * again once the part has hydrated, by the same button, through the form's own
 * handler.
 */
function holdSubmit(event: SubmitEvent, hydrated: Promise<void>[]) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.stopPropagation();
  const submitter = event.submitter instanceof HTMLButtonElement ? event.submitter : null;
  void Promise.all(hydrated).then(() => {
    if (form.isConnected) form.requestSubmit(submitter?.form === form ? submitter : null);
  });
}

/** Where a click has an effect of its own, which the browser has already had. */
const ACTED_ON = "a[href], summary, label, input, select, textarea, [contenteditable]";

/**
 * Whether a click that React stopped before its target is to be made again: on a
 * plain button or element, unless its default was prevented. Not where the
 * browser has acted on it already (a link it followed, a summary it opened, a box
 * it ticked, a form it sent): twice would undo or repeat it. Except a link to a
 * place on this page ("Book with Jaylen" to #book): following it twice lands at
 * the same place, and the second time the part's own handler runs too.
 */
export function clickToReplay(target: Element, defaultPrevented: boolean): boolean {
  const link = target.closest("a[href]");
  if (link instanceof HTMLAnchorElement && inPageTarget(link) !== null) return true;
  const button = target.closest("button");
  const sends = button instanceof HTMLButtonElement && button.type !== "button" && !!button.form;
  return !defaultPrevented && !sends && target.closest(ACTED_ON) === null;
}

/**
 * Follows a link to a place on this page as the browser would (a history entry,
 * the scroll, the focus) without the browser's navigation. That navigation would
 * tell the router of a new location, and a new location reaching a part still
 * asleep makes React throw its HTML away and draw it again, blank until its code
 * arrives.
 */
function followInPageLink(event: Event) {
  if (event.defaultPrevented || !(event instanceof MouseEvent) || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const id = inPageTarget(link);
  if (id === null || (link.target !== "" && link.target !== "_self")) return;
  const page = link.ownerDocument;
  const place = page.getElementById(id);
  if (!place) return;
  event.preventDefault();
  const { history, location } = page.defaultView!;
  if (link.href === location.href) history.replaceState(history.state, "", link.href);
  else history.pushState(null, "", link.href);
  place.scrollIntoView();
  if (!place.matches("a[href], button, input, select, textarea, [tabindex]")) {
    place.setAttribute("tabindex", "-1");
  }
  place.focus({ preventScroll: true });
}

/** The id a link points at on the page it is on (same address and query), or null. */
function inPageTarget(link: HTMLAnchorElement): string | null {
  const here = link.ownerDocument.location;
  if (link.origin !== here.origin || link.search !== here.search) return null;
  return inPageTargetId(link.pathname + link.hash, here.pathname);
}

/** The dormant parts of this page (in a browser). */
export const dormantParts = createDormantParts(browser);
