/**
 * The static server against the real test build (BUILD_DIR=build-test), as a browser sees it;
 * what it answers, read without one, is tests/html/server.test.ts. And the browser fixtures.
 */
import { axe, cspViolations, expect, test } from "./fixtures";

test.describe("static server", () => {
  test("an unknown path answers 404 with the 404 page and logs the path", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "warning" || msg.type() === "error") warnings.push(msg.text());
    });
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    const home = page.getByRole("link", { name: "Return to Home" });
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute("href", "/");
    await expect.poll(() => warnings.some((w) => w.includes("/no-such-page"))).toBe(true);
  });

  test("an unknown French path answers 404 with the French 404 page", async ({ page }) => {
    const response = await page.goto("/fr/pas-de-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/introuvable/i);
    await expect(page.locator('main a[href="/fr"]').first()).toBeVisible();
  });
});

/** The shared fixtures do what other specs rely on, shown on a light page under the site's CSP. */
const LIGHT_PAGE = "/privacy";

test.describe("e2e fixtures", () => {
  test("other hosts are blocked and recorded; a test's own route wins", async ({
    page,
    blockedRequests,
  }) => {
    let stubbed = 0;
    await page.route("https://api.emailjs.com/**", (route) => {
      stubbed += 1;
      return route.fulfill({ status: 204 });
    });
    // A name Chromium itself would resolve to this machine (*.localhost), were the browser not
    // told to resolve none but the loopback's (playwright.config.ts).
    const { port } = new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:4173");
    const nearby = `http://tracker.localhost:${port}/favicon.svg`;
    // about:blank has no CSP, so these requests reach the network layer.
    await page.setContent(
      `<img src="https://tracker.example/pixel.png"><img src="https://api.emailjs.com/x.png"><img src="${nearby}">`,
    );
    await expect
      .poll(() => [...blockedRequests].sort())
      .toEqual([nearby, "https://tracker.example/pixel.png"].sort());
    expect(stubbed).toBe(1);
  });

  test("CSP violations are recorded", async ({ page }) => {
    await page.goto(LIGHT_PAGE);
    expect(await cspViolations(page)).toEqual([]);
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = 1";
      document.body.append(script);
    });
    await expect
      .poll(async () => (await cspViolations(page)).map((v) => v.directive))
      .toEqual(["script-src-elem"]);
    expect(await page.evaluate(() => "__injected" in window)).toBe(false);
  });

  test("navigator.webdriver reads false", async ({ page }) => {
    await page.goto(LIGHT_PAGE);
    expect(await page.evaluate(() => navigator.webdriver)).toBe(false);
  });

  test.describe("with failOnPageError off", () => {
    test.use({ failOnPageError: false });

    test("uncaught page errors are collected", async ({ page, pageErrors }) => {
      await page.goto(LIGHT_PAGE);
      await page.evaluate(() =>
        setTimeout(() => {
          throw new Error("boom from the page");
        }),
      );
      await expect.poll(() => pageErrors.map((e) => e.message)).toEqual(["boom from the page"]);
    });
  });

  test("axe runs under our CSP and reports violations readably", async ({ page }) => {
    // The welcome overlay, opening 2 s after load, would make the probe inert and hide it from axe.
    await page.addInitScript(() => window.localStorage.setItem("hasSeenWelcome", "true"));
    await page.goto(LIGHT_PAGE);
    await page.evaluate(() => {
      const img = document.createElement("img");
      img.src = "/favicon.svg";
      img.id = "axe-probe";
      document.body.append(img);
    });
    const findings = await axe(page, { include: "#axe-probe" });
    expect(findings.map((f) => f.id)).toContain("image-alt");
    expect(findings.find((f) => f.id === "image-alt")?.targets).toEqual(["#axe-probe"]);
    expect(await cspViolations(page)).toEqual([]);
  });
});
