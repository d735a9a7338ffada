import { longestLiteral } from "./placeholders";
import {
  isSkippedAttributeOwner,
  isSkippedElement,
  TRANSLATED_ATTRIBUTES,
} from "../lib/translation-rules";

/**
 * The elements of the page that show any of `texts` (as their text, or in a
 * title, alt, placeholder or aria-label), in document order, each with the
 * texts it shows; elements the rules skip are left out. The page is only
 * read: translations reach it through the texts' own render (useText).
 */
export function elementsShowing(
  root: ParentNode & Node,
  texts: ReadonlySet<string>,
): Map<Element, string[]> {
  const found = new Map<Element, string[]>();
  if (texts.size === 0) return found;
  const needles = [...texts].map((text) => [text, longestLiteral(text)] as const);
  const add = (element: Element, text: string) => {
    const list = found.get(element) ?? [];
    if (!list.includes(text)) list.push(text);
    found.set(element, list);
  };

  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node instanceof Element) {
      const owner = node;
      const values = TRANSLATED_ATTRIBUTES.map((name) => owner.getAttribute(name)).filter(
        (value): value is string => value !== null,
      );
      if (values.length === 0 || isSkippedAttributeOwner(owner)) continue;
      for (const [text, needle] of needles) {
        if (needle && values.some((value) => value.includes(needle))) add(owner, text);
      }
      continue;
    }
    const parent = node.parentElement;
    const data = (node as Text).data;
    if (!parent || !data.trim()) continue;
    for (const [text, needle] of needles) {
      if (needle && data.includes(needle) && !isSkippedElement(parent)) add(parent, text);
    }
  }
  return found;
}
