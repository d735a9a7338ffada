import { describe, expect, test } from "vitest";
import { shotSet } from "./shot-set";

const URLS = {
  "../assets/shots/cut-district/desktop-en-1280.webp": "/a/cd-d-en-1280.webp",
  "../assets/shots/cut-district/desktop-en-640.webp": "/a/cd-d-en-640.webp",
  "../assets/shots/cut-district/desktop-fr-640.webp": "/a/cd-d-fr-640.webp",
  "../assets/shots/cut-district/phone-en-240.webp": "/a/cd-p-en-240.webp",
  "../assets/shots/snow-squatch/desktop-en-640.webp": "/a/ss-d-en-640.webp",
};

describe("shotSet", () => {
  test("lists a picture's widths, smallest first, with the window's shape", () => {
    expect(shotSet(URLS, "cut-district", "desktop", "en")).toEqual({
      src: "/a/cd-d-en-640.webp",
      srcSet: "/a/cd-d-en-640.webp 640w, /a/cd-d-en-1280.webp 1280w",
      width: 1280,
      height: 800,
    });
  });

  test("takes the language asked for, and only that site and view", () => {
    expect(shotSet(URLS, "cut-district", "desktop", "fr")?.srcSet).toBe("/a/cd-d-fr-640.webp 640w");
    expect(shotSet(URLS, "cut-district", "phone", "en")).toMatchObject({
      srcSet: "/a/cd-p-en-240.webp 240w",
      width: 375,
      height: 812,
    });
  });

  test("falls back to English, then to nothing", () => {
    expect(shotSet(URLS, "snow-squatch", "desktop", "fr")?.src).toBe("/a/ss-d-en-640.webp");
    expect(shotSet(URLS, "snow-squatch", "phone", "fr")).toBeUndefined();
    expect(shotSet(URLS, "robot-template", "desktop", "en")).toBeUndefined();
  });
});
