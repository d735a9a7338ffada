import type { TEMPLATE_SLUGS } from "../prerender-paths";
import miningCover from "../assets/covers/modern-mining.svg?url";
import constructionCover from "../assets/covers/premium-construction.svg?url";
import barberCover from "../assets/covers/cut-district.svg?url";
import robotCover from "../assets/covers/robot-template.svg?url";
import snowCover from "../assets/covers/snow-squatch.svg?url";

/** Every template's poster: original art, drawn on a 1200 × 750 canvas. */
export const COVERS = {
  "modern-mining": miningCover,
  "premium-construction": constructionCover,
  "cut-district": barberCover,
  "robot-template": robotCover,
  "snow-squatch": snowCover,
} as const satisfies Record<(typeof TEMPLATE_SLUGS)[number], string>;

export const COVER_SIZE = { width: 1200, height: 750 } as const;
