import { describe, expect, it } from "vitest";
import { refusedExternalUrls, resolveTarget } from "./redirect-target";

const ALLOWED = ["ok.example", "demo.example.com"];

describe("resolveTarget", () => {
  it.each([
    ["https://ok.example", "https://ok.example/"],
    ["https://ok.example/aurora/?lang=fr#top", "https://ok.example/aurora/?lang=fr#top"],
    ["HTTPS://OK.EXAMPLE/Aurora", "https://ok.example/Aurora"],
    ["https://demo.example.com:443/x", "https://demo.example.com/x"],
  ])("allows %s on an allowed host", (url, href) => expect(resolveTarget(url, ALLOWED)).toBe(href));

  // SECURITY.md T5's list, each aimed at an allowed host where it can be.
  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "java\tscript:alert(1)",
    "//evil.example",
    "//ok.example/",
    "https:evil.example",
    "https:ok.example",
    "https://ok.example@evil.example",
    "https://ok.example.evil.example",
    "data:text/html,x",
    "https://ok.example/%0d%0a",
    "https://ok.example/%0D%0ASet-Cookie:x=1",
  ])("refuses the T5 attack %j", (url) => expect(resolveTarget(url, ALLOWED)).toBeNull());

  it.each([
    ["plain http of an allowed host", "http://ok.example/"],
    ["another scheme", "ftp://ok.example/"],
    ["a host that only ends like an allowed one", "https://evil-ok.example/"],
    ["a host that only starts like one", "https://ok.hostile.example/"],
    ["a subdomain of an allowed host", "https://www.ok.example/"],
    ["the parent of an allowed host", "https://example.com/"],
    ["a trailing dot", "https://ok.example./"],
    ["another port", "https://ok.example:8443/"],
    ["a user and password", "https://user:pass@ok.example/"],
    ["an empty user", "https://@ok.example/"],
    ["an allowed host as the user", "https://ok.example:443@evil.example/"],
    ["a backslash", "https://ok.example\\@evil.example/"],
    ["a space", "https://ok.example/a b"],
    ["a leading space", " https://ok.example/"],
    ["a raw CR LF", "https://ok.example/\r\nx"],
    ["a NUL", "https://ok.example/\u0000"],
    ["a C1 control", "https://ok.example/\u0085"],
    ["an encoded NUL", "https://ok.example/%00"],
    ["an encoded DEL", "https://ok.example/%7F"],
    ["an encoded C1 control", "https://ok.example/%C2%85"],
    ["a look-alike host (IDN)", "https://οk.host/"],
    ["a relative path", "/templates/modern-mining"],
    ["nothing", ""],
  ])("refuses %s", (_name, url) => expect(resolveTarget(url, ALLOWED)).toBeNull());

  it("refuses every address when no host is allowed", () => {
    expect(resolveTarget("https://ok.example/", [])).toBeNull();
  });
});

describe("refusedExternalUrls", () => {
  it("names each record whose address is not allowed, ignoring records without one", () => {
    expect(
      refusedExternalUrls(
        [
          { slug: "internal" },
          { slug: "good", externalUrl: "https://ok.example/demo/" },
          { slug: "plain-http", externalUrl: "http://ok.example/demo/" },
          { slug: "elsewhere", externalUrl: "https://evil.example/" },
        ],
        ALLOWED,
      ),
    ).toEqual(["plain-http", "elsewhere"]);
  });
});
