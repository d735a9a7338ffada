import type { IconNode } from "../../../../ui/LineIcon";

/**
 * The barbershop's own line icons (24 px grid): scissors and flame from Lucide
 * (ISC licence), the comb and razor drawn for the shop.
 */
export const CUT_ICONS = {
  scissors: [
    ["circle", { cx: "6", cy: "6", r: "3" }],
    ["path", { d: "M8.12 8.12 12 12" }],
    ["path", { d: "M20 4 8.12 15.88" }],
    ["circle", { cx: "6", cy: "18", r: "3" }],
    ["path", { d: "M14.8 14.8 20 20" }],
  ],
  comb: [
    ["path", { d: "M3 7h18v4H3z" }],
    ["path", { d: "M5 11v7M8 11v7M11 11v7M14 11v7M17 11v7M20 11v5" }],
  ],
  flame: [
    [
      "path",
      {
        d: "M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.072-2.143-.224-4.054 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.153.433-2.294 1-3a2.5 2.5 0 0 0 2.5 2.5z",
      },
    ],
  ],
  razor: [
    ["path", { d: "M3 9h12l3 3-3 3H5a2 2 0 0 1-2-2z" }],
    ["path", { d: "M18 12h3" }],
    ["path", { d: "M6 12h7" }],
  ],
  close: [
    ["path", { d: "M18 6 6 18" }],
    ["path", { d: "m6 6 12 12" }],
  ],
  chevron: [["path", { d: "m6 9 6 6 6-6" }]],
} as const satisfies Record<string, IconNode>;

export type CutIconName = keyof typeof CUT_ICONS;
