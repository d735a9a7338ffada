import type { IconNode } from "../ui/LineIcon";

/**
 * Path data of the icons the template preview dialog draws, taken from Lucide
 * (ISC licence): they load with the dialog, when a visitor opens it. Its close
 * icon is `ICONS.x` (ui/icon-paths.ts), its "new tab" icon `GALLERY_ICONS.externalLink`.
 */
export const PREVIEW_ICONS = {
  chevronLeft: [["path", { d: "m15 18-6-6 6-6" }]],
  chevronRight: [["path", { d: "m9 18 6-6-6-6" }]],
  monitor: [
    ["rect", { width: "20", height: "14", x: "2", y: "3", rx: "2" }],
    ["line", { x1: "8", x2: "16", y1: "21", y2: "21" }],
    ["line", { x1: "12", x2: "12", y1: "17", y2: "21" }],
  ],
  tablet: [
    ["rect", { width: "16", height: "20", x: "4", y: "2", rx: "2", ry: "2" }],
    ["line", { x1: "12", x2: "12.01", y1: "18", y2: "18" }],
  ],
  smartphone: [
    ["rect", { width: "14", height: "20", x: "5", y: "2", rx: "2", ry: "2" }],
    ["path", { d: "M12 18h.01" }],
  ],
} as const satisfies Record<string, IconNode>;
