import { describe, expect, it } from "vitest";
import { ICONS } from "../../ui/icon-paths";
import { TEMPLATE_ICONS } from "./template-icons";

const drawn = (node: unknown) => JSON.stringify(node);

describe("icon maps", () => {
  it("draw each icon once: the template map reuses the first-load map's path data", () => {
    const firstLoad = new Map(Object.entries(ICONS).map(([name, node]) => [drawn(node), name]));
    for (const [name, node] of Object.entries(TEMPLATE_ICONS)) {
      const twin = firstLoad.get(drawn(node));
      if (twin)
        expect(node, `${name} repeats ICONS.${twin}`).toBe(ICONS[twin as keyof typeof ICONS]);
    }
  });

  it("hold no two names for the same drawing", () => {
    for (const map of [ICONS, TEMPLATE_ICONS]) {
      const drawings = Object.values(map).map(drawn);
      expect(new Set(drawings).size).toBe(drawings.length);
    }
  });
});
