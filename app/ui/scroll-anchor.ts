/**
 * Keeps the visitor's place across a language switch. Both languages render
 * the same element tree, so the element at the top of the viewport is found
 * again by its path of child indexes, and scrolled back to the same offset,
 * even when the translated text above it is longer or shorter.
 */
export interface ScrollAnchor {
  path: number[];
  offset: number;
}

export function captureAnchor(top = 88): ScrollAnchor | null {
  if (window.scrollY === 0) return null;
  let element = pickElementAt(top);
  if (!element) return null;
  const offset = element.getBoundingClientRect().top;
  const path: number[] = [];
  while (element !== document.body) {
    const parent: Element | null = element.parentElement;
    if (!parent) return null;
    path.unshift([...parent.children].indexOf(element));
    element = parent;
  }
  return { path, offset };
}

/**
 * The most specific content element on the line `top` px below the viewport's
 * top: a few points across the width are probed (a grid's gap would only give
 * the grid) and the shortest hit wins. Fixed chrome (top bar and its menu, the
 * phone contact bar, dialogs) is skipped.
 */
function pickElementAt(top: number): Element | null {
  let best: Element | null = null;
  let bestHeight = Infinity;
  for (const share of [0.2, 0.35, 0.5, 0.65, 0.8]) {
    const hit = document
      .elementsFromPoint(window.innerWidth * share, top)
      .find((candidate) => candidate !== document.body && candidate !== document.documentElement);
    if (!hit || hit.closest("header, aside, dialog")) continue;
    const height = hit.getBoundingClientRect().height;
    if (height < bestHeight) {
      best = hit;
      bestHeight = height;
    }
  }
  return best && descend(best, top);
}

/** From a tall hit, go down to the first descendant that reaches below the line. */
function descend(element: Element, top: number): Element {
  for (const child of element.children) {
    const rect = child.getBoundingClientRect();
    if (rect.height > 0 && rect.bottom > top) return rect.top >= top ? child : descend(child, top);
  }
  return element;
}

export function restoreAnchor(anchor: ScrollAnchor): boolean {
  let element: Element | undefined = document.body;
  for (const index of anchor.path) {
    element = element?.children[index];
    if (!element) return false;
  }
  const top = element.getBoundingClientRect().top + window.scrollY - anchor.offset;
  window.scrollTo({ top, behavior: "instant" });
  return true;
}
