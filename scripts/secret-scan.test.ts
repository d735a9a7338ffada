import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  forbiddenEnv,
  MIN_SECRET_LENGTH,
  PATTERNS,
  scanBuild,
  scanText,
  secretValues,
} from "./secret-scan.js";

const whats = (file: string, text: string, secrets = [] as { name: string; value: string }[]) =>
  scanText(file, text, secrets).map((finding) => finding.what);

describe("secretValues", () => {
  it("looks for private VITE_ variables and secret-named others, not public or plain ones", () => {
    const env = {
      VITE_EMAILJS_PUBLIC_KEY: "public-key-123",
      VITE_ADMIN_PASSWORD_HASH: "pbkdf2-sha256$600000$salt$hash",
      VITE_PAYMENT_SECRET: "vite-private-value",
      TRANSLATE_KEY: "server-translate-key",
      EMAILJS_PRIVATE_KEY: "emailjs-private-key",
      NPM_TOKEN: "npm-token-value",
      PATH: "/usr/local/bin:/usr/bin",
      HOME: "/home/builder",
      BUILD_DIR: "build-test",
      PUBLISHED_EDITS: "tests/e2e/published-edits",
    };
    expect(secretValues(env).map(({ name }) => name)).toEqual([
      "VITE_PAYMENT_SECRET",
      "TRANSLATE_KEY",
      "EMAILJS_PRIVATE_KEY",
      "NPM_TOKEN",
    ]);
  });

  it(`skips values under ${MIN_SECRET_LENGTH} characters, which would match everywhere`, () => {
    expect(
      secretValues({ VITE_FLAG: "1", VITE_MODE: "true", API_KEY: "", TOKEN: "abc1234" }),
    ).toEqual([]);
    expect(secretValues({ TOKEN: "abcd1234" })).toEqual([{ name: "TOKEN", value: "abcd1234" }]);
  });
});

describe("scanText", () => {
  const secrets = [{ name: "TRANSLATE_KEY", value: 'k3y/with+odd"chars' }];

  it("finds a secret's value as is, JSON-escaped or URL-encoded, and names it, not its value", () => {
    for (const text of [
      'fetch("x?key=k3y/with+odd"chars")',
      'const k = "k3y/with+odd\\"chars";',
      "https://t.example/?key=k3y%2Fwith%2Bodd%22chars",
    ]) {
      const findings = scanText("assets/a.js", text, secrets);
      expect(findings.map((f) => f.what)).toEqual(["the value of TRANSLATE_KEY"]);
      expect(JSON.stringify(findings)).not.toContain("k3y");
    }
  });

  it("lets an allowed value through", () => {
    const env = { VITE_EMAILJS_PUBLIC_KEY: "public-key-123" };
    expect(whats("assets/a.js", 'init("public-key-123")', secretValues(env))).toEqual([]);
  });

  it.each([
    ["-----BEGIN", "-----BEGIN PRIVATE KEY-----"],
    ["AKIA", "AKIAIOSFODNN7EXAMPLE"],
    ["AIza", `AIza${"S".repeat(35)}`],
    ["sk-", `sk-${"a1".repeat(12)}`],
    ["ghp_", "ghp_0123456789abcdef"],
    ["privateKey", "{privateKey:x}"],
    ["accessToken", "options.accessToken"],
  ])("finds the %s pattern", (start, text) => {
    const found = whats("assets/a.js", `var a=1;${text};`);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(start);
  });

  it.each([
    '<script src="https://cdn.example/x.js"></script>',
    "<script type=module src='http://cdn.example/x.js'></script>",
    "<SCRIPT async src=//cdn.example/x.js></SCRIPT>",
  ])("finds a script from another host in HTML: %s", (tag) => {
    expect(whats("fr/index.html", `<head>${tag}</head>`)).toEqual([
      '<script src="http (a script from another host)',
    ]);
    // Only in HTML: a bundle may well hold such a string.
    expect(whats("assets/a.js", tag)).toEqual([]);
  });

  it("passes an ordinary page and bundle", () => {
    const page =
      '<script type="module" src="/assets/entry-Ab3.js"></script><a href="https://x.example">x</a>';
    expect(whats("index.html", page)).toEqual([]);
    expect(whats("assets/desk-Ab3.js", 'const task="desk-lamp",skip=1;')).toEqual([]);
  });

  it("has one pattern per SECURITY.md T7 entry", () => {
    expect(PATTERNS).toHaveLength(8);
  });
});

describe("forbiddenEnv", () => {
  it("refuses VITE_TRANSLATE_KEY and points to the build's own translation", () => {
    const [line, ...rest] = forbiddenEnv({ VITE_TRANSLATE_KEY: "abc" });
    expect(rest).toEqual([]);
    expect(line).toMatch(
      /VITE_TRANSLATE_KEY.*TRANSLATE_URL and TRANSLATE_KEY.*the build translates/,
    );
    expect(forbiddenEnv({ VITE_TRANSLATE_KEY: "" })).toEqual([]);
  });
});

describe("scanBuild", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const build = (files: Record<string, string>) => {
    dir = mkdtempSync(join(tmpdir(), "secret-scan-"));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    return dir;
  };

  it("reads every file, dotfiles and server/ included, and names file, finding and remedy", () => {
    const root = build({
      "client/index.html": "<p>hi</p>",
      "client/assets/a.js": "const a=1;",
      "client/.well-known/x.txt": "accessToken",
      "server/index.js": 'const key="server-translate-key";',
    });
    const scan = scanBuild(root, { TRANSLATE_KEY: "server-translate-key" });
    expect(scan.files).toBe(4);
    expect(scan.problems).toHaveLength(2);
    expect(scan.problems.find((p) => p.includes("accessToken"))).toMatch(
      /^accessToken in \S*client\/\.well-known\/x\.txt: .*secrets belong on the server\.$/,
    );
    expect(scan.problems.find((p) => p.includes("TRANSLATE_KEY"))).toMatch(
      /^the value of TRANSLATE_KEY in \S*server\/index\.js: remove TRANSLATE_KEY/,
    );
  });

  it("names three files per finding and counts the rest", () => {
    const page = '<script src="https://cdn.example/x.js"></script>';
    const root = build(
      Object.fromEntries(["a", "b", "c", "d", "e"].map((n) => [`${n}.html`, page])),
    );
    const { problems } = scanBuild(root, {});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^<script src="http .* in \S+a\.html, \S+b\.html, \S+c\.html and 2 more: bundle/,
    );
  });

  it("passes a clean build, and fails one built with VITE_TRANSLATE_KEY even if unused", () => {
    const root = build({ "client/index.html": "<p>hi</p>" });
    expect(scanBuild(root, { VITE_EMAILJS_PUBLIC_KEY: "public-key-123" }).problems).toEqual([]);
    expect(scanBuild(root, { VITE_TRANSLATE_KEY: "some-translate-key" }).problems).toEqual([
      expect.stringMatching(/^VITE_TRANSLATE_KEY is set/),
    ]);
  });
});
