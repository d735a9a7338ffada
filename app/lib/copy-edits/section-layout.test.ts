import { describe, expect, it } from "vitest";
import {
  DEFAULT_LAYOUT,
  arrangeSections,
  deleteSection,
  isSectionId,
  moveSection,
  moveSectionDown,
  moveSectionUp,
  restoreAllSections,
  restoreSection,
  type SectionLayout,
} from "./section-layout";

const PAGE = "home";
const DEFAULTS = ["hero", "services", "process", "portfolio", "contact"];

const visible = (layout: SectionLayout, defaults = DEFAULTS) =>
  arrangeSections(layout, PAGE, defaults).visible;

const stored = (layout: SectionLayout) => JSON.parse(JSON.stringify(layout)) as unknown;

describe("arrangeSections", () => {
  it("shows every section in its default order when nothing is arranged", () => {
    expect(arrangeSections(DEFAULT_LAYOUT, PAGE, DEFAULTS)).toEqual({
      visible: DEFAULTS,
      deleted: [],
    });
  });

  it("ignores stored ids that no longer exist, and shows new sections at their default place", () => {
    const layout: SectionLayout = {
      version: 1,
      pages: { [PAGE]: { order: ["contact", "gone", "hero", "services"], deleted: ["gone"] } },
    };
    // "process" and "portfolio" are new: they follow "services", as by default.
    expect(visible(layout)).toEqual(["contact", "hero", "services", "process", "portfolio"]);
    expect(visible(layout, ["intro", ...DEFAULTS])).toEqual([
      "intro",
      "contact",
      "hero",
      "services",
      "process",
      "portfolio",
    ]);
  });

  it("leaves other pages alone", () => {
    const layout = deleteSection(DEFAULT_LAYOUT, "about", ["team"], "team");
    expect(visible(layout)).toEqual(DEFAULTS);
  });
});

describe("moving sections", () => {
  it("moves a section to an index, as a drag and drop does", () => {
    const layout = moveSection(DEFAULT_LAYOUT, PAGE, DEFAULTS, "contact", 1);
    expect(visible(layout)).toEqual(["hero", "contact", "services", "process", "portfolio"]);
    expect(visible(moveSection(layout, PAGE, DEFAULTS, "hero", 99))).toEqual([
      "contact",
      "services",
      "process",
      "portfolio",
      "hero",
    ]);
    expect(visible(moveSection(layout, PAGE, DEFAULTS, "process", -3))[0]).toBe("process");
  });

  it("moves up and down one place, and not past either end", () => {
    const up = moveSectionUp(DEFAULT_LAYOUT, PAGE, DEFAULTS, "process");
    expect(visible(up)).toEqual(["hero", "process", "services", "portfolio", "contact"]);
    const down = moveSectionDown(up, PAGE, DEFAULTS, "hero");
    expect(visible(down)).toEqual(["process", "hero", "services", "portfolio", "contact"]);
    expect(moveSectionUp(down, PAGE, DEFAULTS, "process")).toBe(down);
    expect(moveSectionDown(down, PAGE, DEFAULTS, "contact")).toBe(down);
  });

  it("returns the layout itself for an unknown section or no move", () => {
    expect(moveSection(DEFAULT_LAYOUT, PAGE, DEFAULTS, "nope", 0)).toBe(DEFAULT_LAYOUT);
    expect(moveSection(DEFAULT_LAYOUT, PAGE, DEFAULTS, "hero", 0)).toBe(DEFAULT_LAYOUT);
    expect(moveSectionUp(DEFAULT_LAYOUT, PAGE, DEFAULTS, "nope")).toBe(DEFAULT_LAYOUT);
  });

  it("moves among the shown sections, deleted ones keeping their places", () => {
    const layout = deleteSection(DEFAULT_LAYOUT, PAGE, DEFAULTS, "services");
    const moved = moveSection(layout, PAGE, DEFAULTS, "contact", 1);
    expect(visible(moved)).toEqual(["hero", "contact", "process", "portfolio"]);
    expect(visible(restoreSection(moved, PAGE, DEFAULTS, "services"))).toEqual([
      "hero",
      "services",
      "contact",
      "process",
      "portfolio",
    ]);
  });

  it("forgets a page moved back to its default order", () => {
    const there = moveSection(DEFAULT_LAYOUT, PAGE, DEFAULTS, "contact", 0);
    const back = moveSection(there, PAGE, DEFAULTS, "contact", 4);
    expect(stored(back)).toEqual({ version: 1, pages: {} });
  });
});

describe("deleting and restoring sections", () => {
  it("hides a section and lists it for restoring", () => {
    const layout = deleteSection(DEFAULT_LAYOUT, PAGE, DEFAULTS, "process");
    expect(arrangeSections(layout, PAGE, DEFAULTS)).toEqual({
      visible: ["hero", "services", "portfolio", "contact"],
      deleted: ["process"],
    });
    expect(stored(layout)).toEqual({
      version: 1,
      pages: { home: { order: [], deleted: ["process"] } },
    });
  });

  it("ignores unknown and already deleted sections", () => {
    const layout = deleteSection(DEFAULT_LAYOUT, PAGE, DEFAULTS, "process");
    expect(deleteSection(layout, PAGE, DEFAULTS, "process")).toBe(layout);
    expect(deleteSection(layout, PAGE, DEFAULTS, "nope")).toBe(layout);
    expect(restoreSection(layout, PAGE, DEFAULTS, "hero")).toBe(layout);
  });

  it("restores one section, then the page as built", () => {
    let layout = deleteSection(DEFAULT_LAYOUT, PAGE, DEFAULTS, "process");
    layout = deleteSection(layout, PAGE, DEFAULTS, "hero");
    layout = moveSection(layout, PAGE, DEFAULTS, "contact", 0);
    // Hero was first when it was deleted, and comes back first.
    const one = restoreSection(layout, PAGE, DEFAULTS, "hero");
    expect(arrangeSections(one, PAGE, DEFAULTS)).toEqual({
      visible: ["hero", "contact", "services", "portfolio"],
      deleted: ["process"],
    });
    const all = restoreAllSections(one, PAGE);
    expect(arrangeSections(all, PAGE, DEFAULTS)).toEqual({ visible: DEFAULTS, deleted: [] });
    expect(stored(all)).toEqual({ version: 1, pages: {} });
    expect(restoreAllSections(all, PAGE)).toBe(all);
  });

  it("never changes the layout it is given", () => {
    const layout = deleteSection(DEFAULT_LAYOUT, PAGE, DEFAULTS, "process");
    const before = stored(layout);
    moveSection(layout, PAGE, DEFAULTS, "contact", 0);
    restoreSection(layout, PAGE, DEFAULTS, "process");
    restoreAllSections(layout, PAGE);
    expect(stored(layout)).toEqual(before);
    expect(stored(DEFAULT_LAYOUT)).toEqual({ version: 1, pages: {} });
  });
});

describe("isSectionId", () => {
  it.each([
    ["hero", true],
    ["home.services", true],
    ["year-in-numbers", true],
    ["", false],
    ["-hero", false],
    ["a b", false],
    ["__proto__", false],
    ["home.constructor", false],
    ["x".repeat(81), false],
  ])("%j → %s", (id, expected) => {
    expect(isSectionId(id)).toBe(expected);
  });
});
