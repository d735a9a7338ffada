// Fails early, with instructions, when no Chromium is available for Playwright/Lighthouse.
import { accessSync, constants } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const DEFAULT_CHROMIUM = "/usr/bin/chromium";
/**
 * Debian's `chromium-headless-shell`: the same engine without the desktop
 * browser around it. The browser tests run about a third faster in it.
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** @param {string} path */
const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The Chromium binary the tests will use: $CHROMIUM_PATH when set (it wins in
 * playwright.config.ts too), else /usr/bin/chromium.
 * @returns {{ path: string, ok: boolean }}
 */
export function chromiumPath() {
  const path = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  return { path, ok: isExecutable(path) };
}

/**
 * The binary the browser tests drive: $CHROMIUM_PATH when set, else Debian's
 * headless shell when installed, else /usr/bin/chromium.
 * @returns {{ path: string, ok: boolean }}
 */
export function testBrowserPath() {
  const path =
    process.env.CHROMIUM_PATH || (isExecutable(HEADLESS_SHELL) ? HEADLESS_SHELL : DEFAULT_CHROMIUM);
  return { path, ok: isExecutable(path) };
}

const HOW_TO = [
  "The end-to-end tests and `npm run perf` drive a system Chromium",
  "(Playwright cannot download browsers here). Install it with:",
  "",
  "  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell",
  "",
  "or set CHROMIUM_PATH to a Chromium/Chrome binary, e.g.:",
  "",
  "  CHROMIUM_PATH=/path/to/chrome npm test",
].join("\n");

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { path, ok } = testBrowserPath();
  if (ok) {
    console.log(`Browser tests: ${path}`);
    if (!process.env.CHROMIUM_PATH && path !== HEADLESS_SHELL) {
      console.log(
        "(`sudo apt-get install -y chromium-headless-shell` runs them about a third faster.)",
      );
    }
  } else if (process.env.CHROMIUM_PATH) {
    console.error(
      `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.` +
        (isExecutable(DEFAULT_CHROMIUM) ? ` Unset it to use ${DEFAULT_CHROMIUM}.` : "") +
        `\n\n${HOW_TO}`,
    );
    process.exit(1);
  } else {
    console.error(
      `Chromium not found at ${DEFAULT_CHROMIUM} and CHROMIUM_PATH is not set.\n\n${HOW_TO}`,
    );
    process.exit(1);
  }
}
