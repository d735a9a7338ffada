/** The static server against the real test build (BUILD_DIR=build-test). */
import { connect } from "node:net";
import { axe, cspViolations, expect, test } from "./fixtures";

test.describe("static server", () => {
  test("/ answers 200 with a CSP and an English document", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expect(headers["content-security-policy"]).toMatch(
      /default-src 'none'; script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/,
    );
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cache-control"]).toBe("no-cache");
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(await response?.text()).toContain('<html lang="en"');
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("/fr is a French document", async ({ page }) => {
    const response = await page.goto("/fr");
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain('<html lang="fr"');
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

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

  test("an unknown template slug is left to the client app (200)", async ({ request }) => {
    const response = await request.get("/templates/some-unknown-slug");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
  });

  test("hashed assets are cached as immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset, "a hashed JS asset in the home page").toBeTruthy();
    const response = await request.get(String(asset), {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers()["content-encoding"]).toBe("br");
  });
});

/** The shared fixtures do what other specs rely on. */
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
    await page.goto("/");
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
    await page.goto("/");
    expect(await page.evaluate(() => navigator.webdriver)).toBe(false);
  });

  test.describe("with failOnPageError off", () => {
    test.use({ failOnPageError: false });

    test("uncaught page errors are collected", async ({ page, pageErrors }) => {
      await page.goto("/");
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
    await page.goto("/");
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

/** Sends raw bytes to the test server and returns what it answers, as text. */
function rawExchange(request: string | Buffer): Promise<string> {
  const { port, hostname } = new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:4173");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ port: Number(port), host: hostname }, () => socket.end(request));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer")));
  });
}

test.describe("the Node layer's own refusals (SECURITY T12)", () => {
  for (const [name, bytes, status] of [
    ["a malformed request line", "GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n", 400],
    [
      "a header of 64 KB",
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(64 * 1024)}\r\n\r\n`,
      431,
    ],
    ["a header that is not HTTP", "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n", 400],
  ] as const) {
    test(`${name} answers ${status} with the security headers, and the server lives on`, async ({
      request,
    }) => {
      const answer = await rawExchange(bytes);
      const [head = ""] = answer.split("\r\n\r\n");
      expect(head.split("\r\n")[0]).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const headers = head.toLowerCase();
      for (const header of [
        "content-security-policy: default-src 'none'",
        "x-content-type-options: nosniff",
        "referrer-policy: strict-origin-when-cross-origin",
        "cross-origin-opener-policy: same-origin",
        "cross-origin-resource-policy: same-origin",
        "permissions-policy: camera=()",
        "x-frame-options: sameorigin",
      ]) {
        expect(headers, header).toContain(header);
      }
      expect((await request.get("/")).status()).toBe(200);
    });
  }

  test(`a request target over 2048 characters answers 414 with the security headers`, async ({
    request,
  }) => {
    const response = await request.get(`/?q=${"a".repeat(2100)}`);
    expect(response.status()).toBe(414);
    expect(response.headers()["content-security-policy"]).toMatch(/^default-src 'none'/);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });
});
