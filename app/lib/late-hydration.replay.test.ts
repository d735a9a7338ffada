// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { clickToReplay } from "./late-hydration";

describe("clickToReplay", () => {
  beforeEach(() => {
    window.history.replaceState(null, "", "/templates/cut-district?ref=gallery");
    document.body.innerHTML = `
      <a id="anchor" href="#book"><span id="inside">Book with Jaylen</span></a>
      <a id="same-path" href="/templates/cut-district?ref=gallery#prices">Prices</a>
      <a id="other-page" href="/templates/cut-district/about#team">About</a>
      <a id="other-query" href="/templates/cut-district#book">Book</a>
      <a id="other-site" href="https://example.com/templates/cut-district?ref=gallery#book">Out</a>
      <a id="no-fragment" href="/templates/cut-district?ref=gallery">Top</a>
      <a id="malformed" href="#%E0%A4%A">Broken</a>
      <button id="button" type="button"><span id="label">Learn more</span></button>
      <details><summary id="summary">Do you salt?</summary>Yes.</details>
      <form><label id="label-for">Name <input id="field" /></label><button id="send">Send</button></form>
      <p id="plain">Text</p>
      <button id="untyped">Show more</button>`;
  });
  const element = (id: string) => document.getElementById(id)!;

  it("makes a button's click again unless its default was prevented", () => {
    expect(clickToReplay(element("button"), false)).toBe(true);
    expect(clickToReplay(element("label"), false)).toBe(true);
    expect(clickToReplay(element("plain"), false)).toBe(true);
    expect(clickToReplay(element("untyped"), false)).toBe(true);
    expect(clickToReplay(element("button"), true)).toBe(false);
  });

  it("leaves a click the browser has acted on alone: twice would undo or repeat it", () => {
    for (const id of ["summary", "label-for", "field", "send"]) {
      expect(clickToReplay(element(id), false), id).toBe(false);
    }
  });

  it("makes a click on a link to this page's fragment again, even once scrolled to", () => {
    expect(clickToReplay(element("inside"), false)).toBe(true);
    expect(clickToReplay(element("anchor"), true)).toBe(true);
    expect(clickToReplay(element("same-path"), true)).toBe(true);
  });

  it("leaves a link the browser followed elsewhere alone", () => {
    for (const id of ["other-page", "other-query", "other-site", "no-fragment", "malformed"]) {
      expect(clickToReplay(element(id), false), id).toBe(false);
      expect(clickToReplay(element(id), true), id).toBe(false);
    }
  });
});
