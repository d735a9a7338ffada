import type { IconNode } from "../../ui/LineIcon";

/**
 * Path data of the icons edit mode's chrome draws (the edit bar, the pencils),
 * taken from Lucide (ISC licence): they load with the copy editor's code, only
 * in a browser that uses it. Its close buttons draw `ICONS.x` (ui/icon-paths.ts).
 */
export const ADMIN_ICONS = {
  undo2: [
    ["path", { d: "M9 14 4 9l5-5" }],
    ["path", { d: "M4 9h10.5a5.5 5.5 0 0 1 5.5 5.5a5.5 5.5 0 0 1-5.5 5.5H11" }],
  ],
  redo2: [
    ["path", { d: "m15 14 5-5-5-5" }],
    ["path", { d: "M20 9H9.5A5.5 5.5 0 0 0 4 14.5A5.5 5.5 0 0 0 9.5 20H13" }],
  ],
  pencil: [
    [
      "path",
      {
        d: "M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z",
      },
    ],
    ["path", { d: "m15 5 4 4" }],
  ],
} as const satisfies Record<string, IconNode>;
