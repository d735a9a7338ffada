// The post-build secret scan (SECURITY.md T7), run by every `react-router build` once the
// pages are prerendered (react-router.config.ts, buildEnd). It reads every file of the build
// directory (client/, server/ when there is one, the headers files; dotfiles too)
// and reports:
//
// - the value of any variable of the build's environment (process.env and the .env files)
//   that could be a secret: every VITE_* variable (Vite compiles those into the client) that
//   is not on PUBLIC_ENV, and any other variable whose name says secret (SECRET_NAME:
//   TRANSLATE_KEY, an EMAILJS_PRIVATE_KEY, a CI's NPM_TOKEN...). Other variables (PATH, HOME,
//   BUILD_DIR, PUBLISHED_EDITS, PORT, HOST, NODE_ENV...) are build switches or the machine's,
//   not secrets, and are not looked for. Values under MIN_SECRET_LENGTH characters are not
//   looked for either: "1", "true" or "fr" are in every bundle, and no key is that short.
// - text shaped like a credential (PATTERNS), in any file;
// - in HTML, a <script> loaded from another host (SECURITY.md T11: no CDN scripts).
//
// A build environment that sets a variable of FORBIDDEN_ENV fails too, whatever the output.

import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * Build variables that are public by design (SECURITY.md T7): the EmailJS ids, the
 * copy editor's password hash (admin mode is no access
 * control), the site's address, the test build's switch, and Vite's own NODE_ENV copy.
 */
export const PUBLIC_ENV = new Set([
  "VITE_EMAILJS_PUBLIC_KEY",
  "VITE_EMAILJS_SERVICE_ID",
  "VITE_EMAILJS_TEMPLATE_ID",
  "VITE_ADMIN_PASSWORD_HASH",
  "VITE_SITE_ORIGIN",
  "VITE_E2E_FIXTURES",
  "VITE_USER_NODE_ENV",
]);

/** Build variables that must not be set at all, and what to do instead. */
export const FORBIDDEN_ENV = Object.freeze({
  VITE_TRANSLATE_KEY:
    "a translation key in the client is readable by anyone. Unset VITE_TRANSLATE_KEY and set " +
    "TRANSLATE_URL and TRANSLATE_KEY: the build translates the English-only published edits " +
    "itself, and no visitor's browser calls the service (README, Translating English edits).",
});

/** Names of non-VITE variables whose values are looked for. */
export const SECRET_NAME = /KEY|SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE|CREDENTIAL/i;

export const MIN_SECRET_LENGTH = 8;

/**
 * @typedef {{ name: string, regex: RegExp, htmlOnly?: boolean, advice: string }} Pattern
 * @typedef {{ file: string, what: string, advice: string }} Finding
 */

const KEY_ADVICE =
  "find where it comes from and keep it out of the build: secrets belong on the server";

/** @type {Pattern[]} */
export const PATTERNS = [
  { name: "-----BEGIN (a PEM key or certificate)", regex: /-----BEGIN/, advice: KEY_ADVICE },
  { name: "AKIA[0-9A-Z]{16} (an AWS access key)", regex: /AKIA[0-9A-Z]{16}/, advice: KEY_ADVICE },
  { name: "AIza[\\w-]{35} (a Google API key)", regex: /AIza[\w-]{35}/, advice: KEY_ADVICE },
  { name: "sk-\\w{20,} (a secret API key)", regex: /sk-\w{20,}/, advice: KEY_ADVICE },
  { name: "ghp_ (a GitHub token)", regex: /ghp_/, advice: KEY_ADVICE },
  { name: "privateKey", regex: /privateKey/, advice: KEY_ADVICE },
  { name: "accessToken", regex: /accessToken/, advice: KEY_ADVICE },
  {
    name: '<script src="http (a script from another host)',
    // Any attribute order, quoted or not, and protocol-relative `//host` too.
    regex: /<script\b[^>]*?\ssrc\s*=\s*["']?(?:https?:)?\/\//i,
    htmlOnly: true,
    advice: "bundle the script instead of loading it from another host (SECURITY.md T11)",
  },
];

/**
 * The variables whose values must not be in the build, with those values.
 * @param {Record<string, string | undefined>} env
 * @returns {{ name: string, value: string }[]}
 */
export function secretValues(env) {
  return Object.entries(env)
    .filter(
      ([name]) => !PUBLIC_ENV.has(name) && (name.startsWith("VITE_") || SECRET_NAME.test(name)),
    )
    .flatMap(([name, value]) =>
      value !== undefined && value.length >= MIN_SECRET_LENGTH ? [{ name, value }] : [],
    );
}

/**
 * Why the build environment is refused: one line per FORBIDDEN_ENV variable it sets.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export const forbiddenEnv = (env) =>
  Object.entries(FORBIDDEN_ENV).flatMap(([name, why]) =>
    env[name] ? [`${name} is set: ${why}`] : [],
  );

/**
 * A value as it may be written into a file: as is, JSON-escaped and URL-encoded.
 * @param {string} value
 */
const spellings = (value) => [
  ...new Set([value, JSON.stringify(value).slice(1, -1), encodeURIComponent(value)]),
];

/**
 * What one file gives away.
 * @param {string} file  its name, as reported
 * @param {string} text  its contents
 * @param {{ name: string, value: string }[]} secrets
 * @returns {Finding[]}
 */
export function scanText(file, text, secrets) {
  const html = /\.html?$/i.test(file);
  /** @type {Finding[]} */
  const findings = [];
  for (const { name, value } of secrets) {
    if (spellings(value).some((spelling) => text.includes(spelling))) {
      findings.push({
        file,
        what: `the value of ${name}`,
        advice:
          `remove ${name} from the build's environment (.env included), or, if it is public ` +
          "by design, add its name to PUBLIC_ENV in scripts/secret-scan.js and say why",
      });
    }
  }
  for (const { name, regex, htmlOnly, advice } of PATTERNS) {
    if ((!htmlOnly || html) && regex.test(text)) findings.push({ file, what: name, advice });
  }
  return findings;
}

/**
 * Every regular file under `dir`, dotfiles included.
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}

/** Files named per finding in a problem line; the rest are counted. */
const FILES_SHOWN = 3;

/**
 * One line per kind of finding: what was found (a variable's name, never its value), the
 * files it is in and what to do.
 * @param {Finding[]} findings
 * @returns {string[]}
 */
function problemLines(findings) {
  /** @type {Map<string, Finding[]>} */
  const byWhat = new Map();
  for (const finding of findings) {
    byWhat.set(finding.what, [...(byWhat.get(finding.what) ?? []), finding]);
  }
  return [...byWhat].map(([what, [first, ...others]]) => {
    const files = [first, ...others].map((finding) => finding?.file);
    const more = files.length > FILES_SHOWN ? ` and ${files.length - FILES_SHOWN} more` : "";
    return `${what} in ${files.slice(0, FILES_SHOWN).join(", ")}${more}: ${first?.advice}.`;
  });
}

/**
 * Scans a build directory.
 * @param {string} dir
 * @param {Record<string, string | undefined>} env  the build's environment
 * @returns {{ files: number, findings: Finding[], problems: string[] }}
 *   `problems`: the lines to fail the build with, none when it is clean
 */
export function scanBuild(dir, env) {
  const secrets = secretValues(env);
  const files = filesUnder(dir);
  const findings = files.flatMap((path) =>
    scanText(relative(process.cwd(), path), readFileSync(path, "utf8"), secrets),
  );
  const problems = [...forbiddenEnv(env), ...problemLines(findings)];
  return { files: files.length, findings, problems };
}
