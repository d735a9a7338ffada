/**
 * What a person would call a broken layout, read from the page as it is laid out now
 * (issue 34, point 4): the page scrolls sideways, a text runs past the window's edge (where
 * a box that clips it hides the scroll), a text is cut off inside a link, button, heading,
 * label or select, or an icon is squeezed out of its shape.
 */
import type { Page } from "@playwright/test";

/** Runs in the page: one line per problem, naming the element and its text. */
function findLayoutProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const wider = root.scrollWidth - root.clientWidth;
  if (wider > 0) problems.push(`the page is ${wider} px wider than the window`);

  const describe = (element: Element) => {
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 48);
    const label = element.getAttribute("aria-label");
    return `<${element.tagName.toLowerCase()}> "${text || label || ""}"`;
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return false;
    const style = getComputedStyle(element);
    // Visually hidden on purpose (a skip link until focused) is not cut off.
    const clipped = (el: Element) => {
      const own = getComputedStyle(el);
      return own.clip !== "auto" || own.clipPath !== "none";
    };
    return (
      style.visibility !== "hidden" &&
      !element.closest("[hidden], [inert]") &&
      !clipped(element) &&
      !(element.parentElement && clipped(element.parentElement))
    );
  };
  /** Text that sits in `element` itself, not only in its children. */
  const ownText = (element: Element) =>
    [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim());

  // Text past the window's edge, outside any list that scrolls sideways on purpose (a carousel)
  // or decoration hidden from assistive technology (a ticker).
  const edge = document.createRange();
  const scrollsSideways = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const overflowX = getComputedStyle(at).overflowX;
      if (overflowX === "auto" || overflowX === "scroll") return true;
    }
    return false;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const past = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const part = node.parentElement;
    if (!part || !node.textContent!.trim() || past.has(part)) continue;
    edge.selectNodeContents(node);
    const text = edge.getBoundingClientRect();
    if (!text.width || (text.right <= root.clientWidth + 1 && text.left >= -1)) continue;
    if (!shown(part) || part.closest("[aria-hidden='true']") || scrollsSideways(part)) continue;
    past.add(part);
    problems.push(`text past the window's edge: ${describe(part)}`);
  }

  // Text cut off: an element holding text clips it (overflow or an ellipsis), inside any
  // control or heading (the element itself or a part of it, as a logo's name in its link).
  const readable =
    "a, button, h1, h2, h3, h4, h5, h6, label, summary, [role='button'], [role='tab']";
  for (const element of document.querySelectorAll(`:is(${readable}), :is(${readable}) *`)) {
    if (!ownText(element) || !shown(element)) continue;
    const style = getComputedStyle(element);
    const clipsX = style.overflowX !== "visible" || style.textOverflow === "ellipsis";
    const clipsY = style.overflowY !== "visible";
    if (
      (clipsX && element.scrollWidth > element.clientWidth + 1) ||
      (clipsY && element.scrollHeight > element.clientHeight + 1)
    ) {
      problems.push(`text cut off: ${describe(element)}`);
    }
  }

  // A control's words spilling out of its box (its text's box, not an icon's rotated corners).
  const words = document.createRange();
  for (const control of document.querySelectorAll("button, [role='button'], a")) {
    if (!shown(control) || getComputedStyle(control).display === "inline") continue;
    const box = control.getBoundingClientRect();
    const spill = [...control.querySelectorAll("*"), control]
      .flatMap((part) => [...part.childNodes])
      .filter((node) => node.nodeType === 3 && node.textContent!.trim())
      .some((node) => {
        const part = node.parentElement;
        // A tooltip sits outside the control by design.
        if (part && (!shown(part) || getComputedStyle(part).position === "absolute")) return false;
        words.selectNodeContents(node);
        const text = words.getBoundingClientRect();
        return text.left < box.left - 1 || text.right > box.right + 1;
      });
    if (spill) problems.push(`text wider than its control: ${describe(control)}`);
  }

  // A select shows its chosen option's text in its own box, which never scrolls.
  const measure = document.createElement("canvas").getContext("2d")!;
  for (const select of document.querySelectorAll("select")) {
    if (!shown(select)) continue;
    const style = getComputedStyle(select);
    measure.font = style.font;
    const chosen = select.selectedOptions[0]?.text ?? "";
    const room =
      select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (measure.measureText(chosen).width > room + 1) {
      problems.push(`select text cut off: "${chosen}"`);
    }
  }

  // An icon drawn smaller than its box on one side only: its box lost its shape.
  for (const svg of document.querySelectorAll("svg[viewBox]")) {
    if (!shown(svg)) continue;
    const box = svg.getBoundingClientRect();
    const viewBox = (svg as SVGSVGElement).viewBox.baseVal;
    if (box.width > 64 || box.height > 64 || !viewBox?.width || !viewBox.height) continue;
    const shape = box.width / box.height / (viewBox.width / viewBox.height);
    if (shape < 0.85 || shape > 1.18) {
      const owner = svg.closest("a, button, label, li, p, div") ?? svg;
      problems.push(
        `icon squeezed to ${box.width.toFixed(1)} x ${box.height.toFixed(1)} px in ${describe(owner)}`,
      );
    }
  }
  return [...new Set(problems)];
}

export const layoutProblems = (page: Page) => page.evaluate(findLayoutProblems);

/**
 * One left edge per page (issue 34, point 4: one container per site): the header's first
 * link (the brand), the page's H1 and the footer's first words start at the same x, within a
 * pixel. A page without one of them has nothing to compare.
 */
function findEdgeProblem(): string | null {
  const left = (selector: string) => {
    const element = document.querySelector(selector);
    return element ? Math.round(element.getBoundingClientRect().left) : null;
  };
  const edges = {
    header: left("header a:not(.sr-only)"),
    h1: left("main h1"),
    footer: left("footer h2, footer h3, footer p"),
  };
  const found = Object.values(edges).filter((x): x is number => x !== null);
  return Math.max(...found) - Math.min(...found) > 1
    ? `left edges differ: ${JSON.stringify(edges)}`
    : null;
}

export const edgeProblem = (page: Page) => page.evaluate(findEdgeProblem);
