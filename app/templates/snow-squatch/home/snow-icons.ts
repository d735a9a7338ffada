import type { IconNode } from "../../../ui/LineIcon";

/** Snow Squatch's own line icons (24 px grid), drawn for this site. */
export const SNOW_ICONS = {
  plow: [
    ["path", { d: "M3 15h11V9H8l-3 3H3z" }],
    ["path", { d: "M14 11h3l2 4" }],
    ["path", { d: "M19 8v9l3 2" }],
    ["circle", { cx: 7, cy: 17, r: 2 }],
    ["circle", { cx: 13, cy: 17, r: 2 }],
  ],
  salt: [
    ["path", { d: "M8 3h8l-1 4H9z" }],
    ["path", { d: "M9 7 7 13a5 5 0 0 0 10 0l-2-6" }],
    ["path", { d: "M6 19h.01M10 21h.01M14 20h.01M18 19h.01" }],
  ],
  roof: [
    ["path", { d: "M2 12 12 4l10 8" }],
    ["path", { d: "M5 10v10h14V10" }],
    ["path", { d: "M7 8c2 1 8 1 10 0" }],
    ["path", { d: "M10 20v-5h4v5" }],
  ],
  shovel: [
    ["path", { d: "M4 4l9 9" }],
    ["path", { d: "M3 6l3-3" }],
    ["path", { d: "M12 12l5-1 4 4-4 6-4-4z" }],
  ],
  lot: [
    ["rect", { x: 3, y: 4, width: 18, height: 16, rx: 2 }],
    ["path", { d: "M9 16V8h3.5a2.5 2.5 0 0 1 0 5H9" }],
  ],
  haul: [
    ["path", { d: "M2 16V8h11v8" }],
    ["path", { d: "M13 11h5l3 3v2h-8" }],
    ["path", { d: "M4 8c1-3 6-4 8 0" }],
    ["circle", { cx: 6, cy: 17, r: 2 }],
    ["circle", { cx: 17, cy: 17, r: 2 }],
  ],
  snowflake: [
    ["path", { d: "M12 2v20M4 7l16 10M20 7 4 17" }],
    ["path", { d: "m9 4 3 2 3-2M9 20l3-2 3 2" }],
  ],
  alert: [
    [
      "path",
      { d: "M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" },
    ],
    ["path", { d: "M12 9v4M12 17h.01" }],
  ],
  close: [["path", { d: "M18 6 6 18M6 6l12 12" }]],
  check: [["path", { d: "m5 12 5 5L20 7" }]],
  star: [
    [
      "path",
      {
        d: "m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1z",
      },
    ],
  ],
  plus: [["path", { d: "M12 5v14M5 12h14" }]],
  phone: [
    [
      "path",
      {
        d: "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z",
      },
    ],
  ],
  mail: [
    ["rect", { x: 2, y: 4, width: 20, height: 16, rx: 2 }],
    ["path", { d: "m22 7-10 6L2 7" }],
  ],
  arrowUp: [["path", { d: "M12 19V5M5 12l7-7 7 7" }]],
} as const satisfies Record<string, IconNode>;

export type SnowIconName = keyof typeof SNOW_ICONS;
