import { createElement } from "react";

/** An icon's SVG children as data: `[tag, attributes]` pairs on a 24 px grid. */
export type IconNode = readonly (readonly [string, Readonly<Record<string, string | number>>])[];

/** A decorative line icon (24 px grid, stroke drawn), sized by `className`. */
export function LineIcon({
  node,
  className = "size-5",
  strokeWidth = 2,
}: {
  node: IconNode;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      // An icon keeps its shape in a row of text that runs short of room.
      className={`shrink-0 ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      {node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }))}
    </svg>
  );
}
