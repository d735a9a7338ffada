import { describe, expect, it } from "vitest";
import { ADMIN_ICONS } from "../admin/editor/admin-icons";
import { SECTION_ICONS } from "../admin/editor/sections/section-icons";
import { GALLERY_ICONS } from "../gallery/gallery-icons";
import { PORTFOLIO_ICONS } from "../gallery/portfolio/portfolio-icons";
import { PREVIEW_ICONS } from "../gallery/preview-icons";
import { QUOTE_ICONS } from "../quote/quote-icons";
import { PROCESS_ICONS } from "../studio/process/process-icons";
import { STUDIO_ICONS } from "../studio/studio-icons";
import { ICONS } from "./icon-paths";

const drawn = (node: unknown) => JSON.stringify(node);

/** The sets that load after the first load, which has ICONS already. */
const LATER = {
  ADMIN_ICONS,
  SECTION_ICONS,
  GALLERY_ICONS,
  PORTFOLIO_ICONS,
  PREVIEW_ICONS,
  QUOTE_ICONS,
  PROCESS_ICONS,
  STUDIO_ICONS,
};

describe("icon sets that load later", () => {
  it("draw none of the first-load icons again", () => {
    const firstLoad = new Map(Object.entries(ICONS).map(([name, node]) => [drawn(node), name]));
    for (const [set, icons] of Object.entries(LATER)) {
      for (const [name, node] of Object.entries(icons)) {
        expect(firstLoad.get(drawn(node)), `${set}.${name} repeats ICONS`).toBeUndefined();
      }
    }
  });

  it("hold no two names for the same drawing", () => {
    for (const icons of Object.values(LATER)) {
      const drawings = Object.values(icons).map(drawn);
      expect(new Set(drawings).size).toBe(drawings.length);
    }
  });
});
