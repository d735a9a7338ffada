import { describe, expect, it } from "vitest";
import { refusedExternalUrls, resolveTarget } from "./redirect-target";

const ALLOWED = ["ok.host", "demo.example.com"];

describe("resolveTarget", () => {
  it.each([
    ["https://ok.host", "https://ok.host/"],
    ["https://ok.host/aurora/?lang=fr#top", "https://ok.host/aurora/?lang=fr#top"],
    ["HTTPS://OK.HOST/Aurora", "https://ok.host/Aurora"],
    ["https://demo.example.com:443/x", "https://demo.example.com/x"],
  ])("allows %s on an allowed host", (url, href) => expect(resolveTarget(url, ALLOWED)).toBe(href));

  // SECURITY.md T5's list, each aimed at an allowed host where it can be.
  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "java\tscript:alert(1)",
    "//evil.example",
    "//ok.host/",
    "https:evil.example",
    "https:ok.host",
    "https://ok.host@evil.example",
    "https://ok.host.evil.example",
    "data:text/html,x",
    "https://ok.host/%0d%0a",
    "https://ok.host/%0D%0ASet-Cookie:x=1",
  ])("refuses the T5 attack %j", (url) => expect(resolveTarget(url, ALLOWED)).toBeNull());

  it.each([
    ["plain http of an allowed host", "http://ok.host/"],
    ["another scheme", "ftp://ok.host/"],
    ["a host that only ends like an allowed one", "https://evil-ok.host/"],
    ["a host that only starts like one", "https://ok.hostile.example/"],
    ["a subdomain of an allowed host", "https://www.ok.host/"],
    ["the parent of an allowed host", "https://example.com/"],
    ["a trailing dot", "https://ok.host./"],
    ["another port", "https://ok.host:8443/"],
    ["a user and password", "https://user:pass@ok.host/"],
    ["an empty user", "https://@ok.host/"],
    ["an allowed host as the user", "https://ok.host:443@evil.example/"],
    ["a backslash", "https://ok.host\\@evil.example/"],
    ["a space", "https://ok.host/a b"],
    ["a leading space", " https://ok.host/"],
    ["a raw CR LF", "https://ok.host/\r\nx"],
    ["a NUL", "https://ok.host/\u0000"],
    ["a C1 control", "https://ok.host/\u0085"],
    ["an encoded NUL", "https://ok.host/%00"],
    ["an encoded DEL", "https://ok.host/%7F"],
    ["an encoded C1 control", "https://ok.host/%C2%85"],
    ["a look-alike host (IDN)", "https://οk.host/"],
    ["a relative path", "/templates/modern-mining"],
    ["nothing", ""],
  ])("refuses %s", (_name, url) => expect(resolveTarget(url, ALLOWED)).toBeNull());

  it("refuses every address when no host is allowed", () => {
    expect(resolveTarget("https://ok.host/", [])).toBeNull();
  });
});

describe("refusedExternalUrls", () => {
  it("names each record whose address is not allowed, ignoring records without one", () => {
    expect(
      refusedExternalUrls(
        [
          { slug: "internal" },
          { slug: "good", externalUrl: "https://ok.host/demo/" },
          { slug: "plain-http", externalUrl: "http://ok.host/demo/" },
          { slug: "elsewhere", externalUrl: "https://evil.example/" },
        ],
        ALLOWED,
      ),
    ).toEqual(["plain-http", "elsewhere"]);
  });
});
