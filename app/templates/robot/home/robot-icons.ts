import type { IconNode } from "../../../ui/LineIcon";

/** Northspan's own line icons (24 px grid), drawn for this site in the look of the others. */
export const ROBOT_ICONS = {
  weld: [
    ["path", { d: "M4 20h7" }],
    ["path", { d: "M6 20v-4l5-5" }],
    ["path", { d: "m11 11 4-2 2 3" }],
    ["circle", { cx: 11, cy: 11, r: 1.5 }],
    ["path", { d: "M17 12v2" }],
    ["path", { d: "M19.5 15.5 21 17M15 17l-1 1.5M18 18l.5 2" }],
  ],
  pallet: [
    ["path", { d: "M3 19h18" }],
    ["path", { d: "M5 19v2M12 19v2M19 19v2" }],
    ["rect", { x: 5, y: 13, width: 6, height: 6, rx: 0.5 }],
    ["rect", { x: 13, y: 13, width: 6, height: 6, rx: 0.5 }],
    ["rect", { x: 9, y: 7, width: 6, height: 6, rx: 0.5 }],
    ["path", { d: "M12 3v4" }],
  ],
  rover: [
    ["path", { d: "M4 15h16v-3l-3-3H7l-3 3z" }],
    ["path", { d: "M10 9V5h3" }],
    ["path", { d: "M15 5h1" }],
    ["circle", { cx: 7, cy: 17.5, r: 2 }],
    ["circle", { cx: 17, cy: 17.5, r: 2 }],
    ["path", { d: "M20 12h1.5" }],
  ],
  plc: [
    ["rect", { x: 3, y: 4, width: 18, height: 16, rx: 2 }],
    ["path", { d: "M3 9h18" }],
    ["path", { d: "M7 13h2M7 16h2" }],
    ["path", { d: "M13 13h4M13 16h4" }],
    ["path", { d: "M7 6.5h.01M10 6.5h.01" }],
  ],
  vision: [
    ["path", { d: "M3 8h11v8H3z" }],
    ["path", { d: "m14 10.5 4-2.5v8l-4-2.5" }],
    ["circle", { cx: 8.5, cy: 12, r: 2 }],
    ["path", { d: "M20.5 9v6" }],
  ],
  wrench: [
    [
      "path",
      {
        d: "M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z",
      },
    ],
  ],
  shield: [
    ["path", { d: "M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" }],
    ["path", { d: "m8.5 12 2.5 2.5 4.5-5" }],
  ],
} as const satisfies Record<string, IconNode>;

export type RobotIconName = keyof typeof ROBOT_ICONS;
