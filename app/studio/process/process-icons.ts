import type { IconNode } from "../../ui/LineIcon";

/**
 * Path data of the process page's own icon (its questions' chevron), taken
 * from Lucide (ISC licence): it loads with that page only.
 */
export const PROCESS_ICONS = {
  chevronDown: [["path", { d: "m6 9 6 6 6-6" }]],
} as const satisfies Record<string, IconNode>;
