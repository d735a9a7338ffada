/**
 * The static hosts' headers file of the test build (`build-test/client/_headers`), read as
 * Netlify and Cloudflare Pages read it: every HTML file the build holds (pages, the 404 pages
 * and their `404.html` copies, the SPA fallback) has a Content-Security-Policy that allows its
 * inline scripts and forbids framing by other sites, at each of its paths and at any path no
 * rule names, where a host may serve it too (server/headers-file.js). (It was
 * tests/e2e/static-host-headers.spec.ts: it reads files only.)
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { inlineScripts } from "../../server/app.js";
import { headersAt, pathsOf, readHeadersFile } from "../../server/headers-file.js";
import { CLIENT_DIR } from "../e2e/test-build";

/** Paths no rule names, where a host may still serve one of the pages. */
const ELSEWHERE = [
  "/no-such-page",
  "/fr/pas-de-page/",
  "/templates/unknown-slug",
  "/fr/templates/unknown-slug",
  "/about/index.htm",
  "/process//",
];

const sha = (source: string) =>
  `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`;

test("every page of the build has a CSP with its inline scripts at any path a static host serves it", () => {
  const rules = readHeadersFile(readFileSync(join(CLIENT_DIR, "_headers"), "utf8"));
  const pages = readdirSync(CLIENT_DIR, { recursive: true, encoding: "utf8" })
    .map((key) => key.split("\\").join("/"))
    .filter((key) => key.endsWith(".html"));
  expect
    .soft(pages)
    .toEqual(
      expect.arrayContaining(["index.html", "404.html", "404/index.html", "__spa-fallback.html"]),
    );
  const problems: string[] = [];
  for (const key of pages) {
    const hashes = inlineScripts(readFileSync(join(CLIENT_DIR, key), "utf8")).map(sha);
    for (const path of [...pathsOf(key), ...ELSEWHERE]) {
      for (const host of ["netlify", "cloudflare"] as const) {
        const csp = headersAt(rules, path, host)["content-security-policy"];
        if (!csp) {
          problems.push(`${host}: ${key} at ${path}: no CSP`);
          continue;
        }
        for (const policy of csp.split(",")) {
          const directives = new Map(
            policy.split(";").map((directive) => {
              const [name = "", ...sources] = directive.trim().split(/\s+/);
              return [name, sources] as const;
            }),
          );
          const scriptSrc = directives.get("script-src") ?? [];
          const missing = hashes.filter((hash) => !scriptSrc.includes(hash));
          if (missing.length > 0) {
            problems.push(`${host}: ${key} at ${path}: ${missing.length} inline script(s) refused`);
          }
          if (directives.get("frame-ancestors")?.join(" ") !== "'self'") {
            problems.push(`${host}: ${key} at ${path}: no frame-ancestors 'self'`);
          }
        }
      }
    }
  }
  expect(problems).toEqual([]);
});
