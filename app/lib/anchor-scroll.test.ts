import { describe, expect, it } from "vitest";
import { anchorScrollTop, inPageTargetId } from "./anchor-scroll";

describe("inPageTargetId", () => {
  it("reads the id of a bare hash link", () => {
    expect(inPageTargetId("#services", "/templates/cut-district")).toBe("services");
  });

  it("reads the id of a link to the same page, with or without a trailing slash", () => {
    expect(inPageTargetId("/templates/cut-district#team", "/templates/cut-district/")).toBe("team");
    expect(inPageTargetId("/fr/templates/cut-district/#team", "/fr/templates/cut-district")).toBe(
      "team",
    );
  });

  it("leaves links to other pages, plain links and empty hashes alone", () => {
    expect(inPageTargetId("/templates#top", "/templates/cut-district")).toBeNull();
    expect(inPageTargetId("/templates", "/templates/cut-district")).toBeNull();
    expect(inPageTargetId("#", "/templates/cut-district")).toBeNull();
    expect(inPageTargetId(null, "/templates/cut-district")).toBeNull();
  });

  it("decodes an encoded id and refuses a malformed one", () => {
    expect(inPageTargetId("#caf%C3%A9", "/")).toBe("café");
    expect(inPageTargetId("#%E0%A4%A", "/")).toBeNull();
  });
});

describe("anchorScrollTop", () => {
  it("puts the element the offset below the top of the viewport", () => {
    expect(anchorScrollTop(1200, 300, 80)).toBe(1420);
  });

  it("never scrolls above the top of the page", () => {
    expect(anchorScrollTop(40, 0, 80)).toBe(0);
  });
});
