import { defineConfig } from "@playwright/test";
import { testBrowserPath } from "./scripts/check-chromium.js";
import { E2E_DATA_DIR, E2E_OWNER_PASSWORD } from "./tests/e2e/lead-data";

const CI = !!process.env.CI;
/** E2E_PORT lets two checkouts run their browser tests side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Chromium from the system (Playwright cannot download browsers here), its headless shell if
 * installed. It resolves no host name but the loopback one, so a request to any other host
 * fails before it leaves the machine (SECURITY.md §4; tests/e2e/fixtures.ts records each one).
 * A route on every request would do the same at a fifth more time per page load: Playwright
 * then holds each request of the page, local ones too, until the test runner lets it go.
 */
const launchOptions = {
  executablePath: testBrowserPath().path,
  args: [
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** Matched against "<project> <file> <describe titles> <title> <tags>" (Playwright's grep title). */
const MOBILE_GREP = /@responsive|@narrow/;
const NARROW_ONLY = /@narrow/;
/**
 * One worker by default: on the 2-core machines the project runs on, each Chromium already
 * keeps both cores busy, and a second worker made the suite slower (and timing-flaky), not
 * faster. E2E_WORKERS overrides it on a bigger machine.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: CI,
  workers: WORKERS,
  retries: CI ? 1 : 0,
  reporter: [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    locale: "en-CA",
    timezoneId: "America/Toronto",
    // Recording a trace of every test cost a quarter of the run; a failure's retry records one.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions,
  },
  /**
   * Every test runs at 1280 px ("desktop"); only the tests tagged `@responsive` run at 375 px
   * ("mobile") as well. Tag a test (or a `test.describe`) `{ tag: "@responsive" }` when what it
   * checks depends on the width: layouts, menus, carousels, the phone bottom bar, an accessibility
   * scan of a layout, anything that branches on the viewport or `isMobile`. Everything else runs
   * once. smoke.spec.ts looks at every page at both widths itself (one load, then a resize); a
   * test that only needs 375 px (an axe scan of a state only a phone shows) is tagged `@narrow`:
   * it runs at 375 px only.
   */
  projects: [
    {
      name: "mobile",
      grep: MOBILE_GREP,
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
    {
      name: "desktop",
      grepInvert: NARROW_ONLY,
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The owner's password first (npm run owner:password, from standard input), then the server.
    command: `echo ${E2E_OWNER_PASSWORD} | node scripts/owner-password.js && node server/main.js`,
    env: {
      BUILD_DIR: "build-test",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      // Every quote test sends from 127.0.0.1; the limit itself is tested in server/api.
      LEAD_POSTS_PER_10_MIN: "1000",
    },
    url: BASE_URL,
    reuseExistingServer: !CI,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
