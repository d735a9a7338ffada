import { describe, expect, it } from "vitest";
import { parseGalleryQuery, serializeGalleryQuery, toggleCompare } from "./gallery-query";

const parse = (search: string) => parseGalleryQuery(new URLSearchParams(search));

describe("gallery query", () => {
  it("defaults to an unfiltered grid", () => {
    expect(parse("")).toEqual({ q: "", industry: "", style: "", view: "grid", compare: [] });
    expect(serializeGalleryQuery(parse(""))).toBe("");
  });

  it("round-trips search, filters, view and compare", () => {
    const search =
      "?q=mine&industry=Mining&style=Simple&view=immersive&compare=modern-mining%2Ccut-district";
    const query = parse(search);
    expect(query).toEqual({
      q: "mine",
      industry: "Mining",
      style: "Simple",
      view: "immersive",
      compare: ["modern-mining", "cut-district"],
    });
    expect(parse(serializeGalleryQuery(query))).toEqual(query);
  });

  it("drops bad, duplicate and extra compare slugs and unknown views", () => {
    expect(parse("compare=a,a,<b>,c,d,e&view=cards").compare).toEqual(["a", "c", "d"]);
    expect(parse("view=cards").view).toBe("grid");
  });
});

describe("toggleCompare", () => {
  it("adds, removes and refuses a fourth", () => {
    expect(toggleCompare([], "a")).toEqual({ selected: ["a"], refused: false });
    expect(toggleCompare(["a", "b"], "a")).toEqual({ selected: ["b"], refused: false });
    expect(toggleCompare(["a", "b", "c"], "d")).toEqual({
      selected: ["a", "b", "c"],
      refused: true,
    });
    expect(toggleCompare(["a", "b", "c"], "b")).toEqual({ selected: ["a", "c"], refused: false });
  });
});
