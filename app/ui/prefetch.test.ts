import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { prefetchPage, registerPrefetcher } from "./prefetch";

beforeEach(() => {
  vi.stubGlobal("window", {
    location: { href: "http://site.example/about", origin: "http://site.example" },
  });
});
afterEach(() => vi.unstubAllGlobals());

it("asks each registered prefetcher once per same-origin path", () => {
  const seen: string[] = [];
  const remove = registerPrefetcher((path) => seen.push(path));
  prefetchPage("/fr/templates/x/news");
  prefetchPage("http://site.example/fr/templates/x/news#top");
  prefetchPage("https://elsewhere.example/news");
  prefetchPage("contact");
  expect(seen).toEqual(["/fr/templates/x/news", "/contact"]);
  remove();
  prefetchPage("/services");
  expect(seen).toEqual(["/fr/templates/x/news", "/contact"]);
});
