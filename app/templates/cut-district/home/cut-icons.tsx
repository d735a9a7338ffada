import { ICONS } from "../../../ui/icon-paths";
import { LineIcon, type IconNode } from "../../../ui/LineIcon";
import { TEMPLATE_ICONS } from "../../shared/template-icons";

/**
 * The barbershop's icons: the template sites' shared ones it uses, and its
 * own. Path data from Lucide (ISC licence), except `beard`, `comb` and `razor`,
 * drawn for it. The sub-pages draw theirs thinner (`strokeWidth` 1.6).
 */
export const CUT_ICONS = {
  menu: ICONS.menu,
  x: ICONS.x,
  phone: TEMPLATE_ICONS.phone,
  mail: TEMPLATE_ICONS.mail,
  mapPin: TEMPLATE_ICONS.mapPin,
  clock: TEMPLATE_ICONS.clock,
  check: TEMPLATE_ICONS.check,
  chevronDown: TEMPLATE_ICONS.chevronDown,
  circleCheck: TEMPLATE_ICONS.circleCheck,
  star: TEMPLATE_ICONS.star,
  quote: TEMPLATE_ICONS.quote,
  arrowUpRight: TEMPLATE_ICONS.arrowUpRight,
  scissors: [
    ["circle", { cx: "6", cy: "6", r: "3" }],
    ["path", { d: "M8.12 8.12 12 12" }],
    ["path", { d: "M20 4 8.12 15.88" }],
    ["circle", { cx: "6", cy: "18", r: "3" }],
    ["path", { d: "M14.8 14.8 20 20" }],
  ],
  sparkles: [
    [
      "path",
      {
        d: "M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z",
      },
    ],
    ["path", { d: "M20 2v4" }],
    ["path", { d: "M22 4h-4" }],
    ["circle", { cx: "4", cy: "20", r: "2" }],
  ],
  flame: [
    [
      "path",
      {
        d: "M12 3q1 4 4 6.5t3 5.5a1 1 0 0 1-14 0 5 5 0 0 1 1-3 1 1 0 0 0 5 0c0-2-1.5-3-1.5-5q0-2 2.5-4",
      },
    ],
  ],
  flameRound: [
    [
      "path",
      {
        d: "M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.072-2.143-.224-4.054 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.153.433-2.294 1-3a2.5 2.5 0 0 0 2.5 2.5z",
      },
    ],
  ],
  comb: [
    ["path", { d: "M3 7h18v4H3z" }],
    ["path", { d: "M5 11v7M8 11v7M11 11v7M14 11v7M17 11v7M20 11v5" }],
  ],
  razor: [
    ["path", { d: "M3 9h12l3 3-3 3H5a2 2 0 0 1-2-2z" }],
    ["path", { d: "M18 12h3" }],
    ["path", { d: "M6 12h7" }],
  ],
  beard: [
    ["path", { d: "M5 4v6a7 7 0 0 0 14 0V4" }],
    ["path", { d: "M5 9l3.5 3.5h7L19 9" }],
    ["path", { d: "M9.5 15.5h5" }],
    ["path", { d: "M9 8h.01" }],
    ["path", { d: "M15 8h.01" }],
  ],
  baby: [
    ["path", { d: "M10 16c.5.3 1.2.5 2 .5s1.5-.2 2-.5" }],
    ["path", { d: "M15 12h.01" }],
    [
      "path",
      {
        d: "M19.38 6.813A9 9 0 0 1 20.8 10.2a2 2 0 0 1 0 3.6 9 9 0 0 1-17.6 0 2 2 0 0 1 0-3.6A9 9 0 0 1 12 3c2 0 3.5 1.1 3.5 2.5s-.9 2.5-2 2.5c-.8 0-1.5-.4-1.5-1",
      },
    ],
    ["path", { d: "M9 12h.01" }],
  ],
  shoppingBag: [
    ["path", { d: "M16 10a4 4 0 0 1-8 0" }],
    ["path", { d: "M3.103 6.034h17.794" }],
    [
      "path",
      {
        d: "M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z",
      },
    ],
  ],
} as const satisfies Record<string, IconNode>;

export type CutIconName = keyof typeof CUT_ICONS;

/** A decorative line icon of the barbershop, sized by `className`. */
export function CutIcon({
  name,
  className,
  strokeWidth,
}: {
  name: CutIconName;
  className?: string;
  strokeWidth?: number;
}) {
  return <LineIcon node={CUT_ICONS[name]} className={className} strokeWidth={strokeWidth} />;
}
