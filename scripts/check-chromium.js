// Fails early, with instructions, when no Chromium is available for Playwright/Lighthouse.
import { accessSync, constants } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const DEFAULT_CHROMIUM = "/usr/bin/chromium";

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

const HOW_TO = [
  "The end-to-end tests and `npm run perf` drive a system Chromium",
  "(Playwright cannot download browsers here). Install it with:",
  "",
  "  sudo apt-get update && sudo apt-get install -y chromium",
  "",
  "or set CHROMIUM_PATH to a Chromium/Chrome binary, e.g.:",
  "",
  "  CHROMIUM_PATH=/path/to/chrome npm test",
].join("\n");

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { path, ok } = chromiumPath();
  if (ok) {
    console.log(`Chromium: ${path}`);
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
