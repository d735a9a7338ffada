import type { cutServicesEn } from "../../content/services.en";
import type { CutIconName } from "../../home/cut-icons";

/** Each core service's icon, keyed by its copy (cutServices.core.items), in page order. */
export const SERVICE_ICONS = {
  classic: "scissors",
  fade: "comb",
  shave: "flameRound",
  beard: "razor",
} as const satisfies Record<keyof typeof cutServicesEn.core.items, CutIconName>;

export type CoreServiceId = keyof typeof SERVICE_ICONS;
