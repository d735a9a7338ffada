import type { IconNode } from "../../../ui/LineIcon";

/**
 * Path data of the section toolbar's icons, taken from Lucide (ISC licence):
 * they load with the toolbars' code, the first time edit mode is on.
 */
export const SECTION_ICONS = {
  gripVertical: [
    ["circle", { cx: "9", cy: "12", r: "1" }],
    ["circle", { cx: "9", cy: "5", r: "1" }],
    ["circle", { cx: "9", cy: "19", r: "1" }],
    ["circle", { cx: "15", cy: "12", r: "1" }],
    ["circle", { cx: "15", cy: "5", r: "1" }],
    ["circle", { cx: "15", cy: "19", r: "1" }],
  ],
  ellipsisVertical: [
    ["circle", { cx: "12", cy: "12", r: "1" }],
    ["circle", { cx: "12", cy: "5", r: "1" }],
    ["circle", { cx: "12", cy: "19", r: "1" }],
  ],
} as const satisfies Record<string, IconNode>;
