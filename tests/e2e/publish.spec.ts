// Publishing the owner's edits from the browser (issue 36), against a server of its own (a
// publish changes what every visitor of that server sees) and a translation service on loopback
// (Google Translation v2's shape): edit, Publish, and a visitor without JavaScript reads the new
// text, in French as the service wrote it; two browsers publishing at once; restore; a failed
// publish.
import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { adminEn } from "../../app/admin/content/admin.en";
import { versionsEn } from "../../app/admin/versions/content/versions.en";
import { homeEn } from "../../app/studio/content/home.en";
import { homeFr } from "../../app/studio/content/home.fr";
import { killStartedServers, startServer } from "../../server/spawn-main.js";
import { editModeReady, editText } from "./admin-helpers";
import { fill } from "./copy";
import { layoutProblems } from "./layout";
import { expect, test } from "./fixtures";
import { E2E_OWNER_PASSWORD } from "./lead-data";

/** Beside the shared test server's port (E2E_PORT), so two checkouts still keep apart. */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 7;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** A publish renders all 78 pages in a child process; on a busy 2-core machine, seconds. */
const LIVE_WITHIN = 60_000;

test.describe.configure({ mode: "serial" });
test.use({ baseURL: ORIGIN });

/** The English texts the translation service was asked for, in order. */
const translated: string[] = [];
const TRANSLATE_KEY = "publish-test-translate-key";

test.beforeAll(async () => {
  const translator = createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    const { q } = JSON.parse(body) as { q: string[] };
    const keyed = req.headers["x-goog-api-key"] === TRANSLATE_KEY;
    if (keyed) translated.push(...q);
    res.writeHead(keyed ? 200 : 403, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        data: { translations: q.map((text) => ({ translatedText: `${text} (traduit)` })) },
      }),
    );
  });
  await new Promise<void>((listening) => translator.listen(0, "127.0.0.1", listening));
  const service = `http://127.0.0.1:${(translator.address() as AddressInfo).port}/language/translate/v2`;
  const dataDir = mkdtempSync(join(tmpdir(), "nickel-pine-publish-"));
  const setPassword = spawnSync(process.execPath, ["scripts/owner-password.js"], {
    input: `${E2E_OWNER_PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  expect(setPassword.status).toBe(0);
  await startServer(
    "build-test",
    { DATA_DIR: dataDir, PORT: String(PORT), TRANSLATE_URL: service, TRANSLATE_KEY },
    30_000,
  );
});
test.afterAll(() => killStartedServers());

/** Signs the context in on this server, in edit mode. */
async function signIn(context: BrowserContext) {
  const response = await context.request.post("/api/owner/sign-in", {
    data: { password: E2E_OWNER_PASSWORD },
    headers: { Origin: ORIGIN },
  });
  expect(response.status()).toBe(204);
  await context.addInitScript(() => {
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    localStorage.setItem("hasSeenWelcome", "true");
    localStorage.setItem("admin-authenticated", String(Date.now()));
    localStorage.setItem("admin-edit-mode", "true");
  });
}

/** The home page in edit mode, signed in on this server. */
async function editHome(page: Page, context: BrowserContext) {
  await signIn(context);
  await page.goto("/");
  await editModeReady(page);
}

/** The text of `copy` with each {placeholder} matching anything. */
const pattern = (copy: string) =>
  new RegExp(
    `^${copy
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+")}$`,
  );

const bar = (page: Page) => page.getByRole("region", { name: adminEn.editBar.label });
const publishStatus = (page: Page) => bar(page).getByRole("status").filter({ hasText: /./ }).last();

/** Nothing wider than the window, cut off or squeezed, at the widths navigation broke before. */
async function expectSoundLayout(page: Page) {
  for (const width of [320, 375, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await layoutProblems(page), `layout at ${width} px`).toEqual([]);
  }
}

/** Presses Publish in the edit bar, with a note. */
async function publish(page: Page, note = "") {
  await bar(page).getByRole("button", { name: adminEn.publish.publish, exact: true }).click();
  const form = page.getByRole("form", { name: adminEn.publish.title });
  await form.getByLabel(adminEn.publish.note).fill(note);
  await form.getByRole("button", { name: adminEn.publish.confirm }).click();
}

/** The page's first heading as a visitor without JavaScript reads it. */
async function headingWithoutJs(browser: Browser, path: string) {
  const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL: ORIGIN });
  const page = await visitor.newPage();
  await page.goto(path, { waitUntil: "load" });
  const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  const body = (await page.locator("body").textContent()) ?? "";
  await visitor.close();
  return { heading, body };
}

test("the owner edits, publishes with a note, and a visitor without JavaScript reads the new text; the version lists its change", async ({
  page,
  context,
  browser,
}) => {
  await editHome(page, context);
  const title = "Websites for the North, published from the browser";
  await editText(page, homeEn.hero.title, title);
  await expect(publishStatus(page)).toHaveText(fill(adminEn.publish.unpublished, { count: 1 }));

  // The bar with its Publish form open holds at every width.
  await bar(page).getByRole("button", { name: adminEn.publish.publish, exact: true }).click();
  await expectSoundLayout(page);
  await page
    .getByRole("form", { name: adminEn.publish.title })
    .getByRole("button", {
      name: adminEn.editBar.cancel,
    })
    .click();
  await publish(page, "Spring hero");
  await expect(publishStatus(page)).toHaveText(pattern(adminEn.publish.live), {
    timeout: LIVE_WITHIN,
  });
  // Live now: nothing left to publish, and still what the page shows.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(
    bar(page).getByRole("button", { name: adminEn.publish.publish, exact: true }),
  ).toBeDisabled();

  expect((await headingWithoutJs(browser, "/")).heading).toBe(title);
  // Edited in English only: the service wrote its French, once, when it was published.
  expect(translated).toEqual([title]);
  expect((await headingWithoutJs(browser, "/fr")).heading).toBe(`${title} (traduit)`);
  expect(homeFr.hero.title).not.toBe(`${title} (traduit)`);
  // A reload shows the published text, and the bar says every edit is live.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(publishStatus(page)).toHaveText(pattern(adminEn.publish.upToDate));

  await bar(page).getByRole("link", { name: adminEn.publish.versions }).click();
  await expect(page).toHaveURL(`${ORIGIN}/admin/versions`);
  const version = page.getByRole("article", { name: fill(versionsEn.list.version, { id: 1 }) });
  await expect(version.getByText(versionsEn.list.states.live, { exact: true })).toBeVisible();
  await expect(version.getByText("Spring hero")).toBeVisible();
  await expect(version.getByText(fill(versionsEn.list.fields, { en: 1, fr: 0 }))).toBeVisible();
  await version.getByRole("button", { name: versionsEn.list.show }).click();
  const change = version.getByRole("listitem");
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(versionsEn.list.languages.en);
  await expect(change).toContainText("home.hero.title");
  await expect(change.getByRole("definition")).toHaveText([versionsEn.list.original, title]);
  // Its machine French, for the owner to review.
  const machine = version.getByRole("region", { name: versionsEn.list.machineTitle });
  await expect(machine.getByRole("definition")).toHaveText(`${title} (traduit)`);
  await expectSoundLayout(page);
});

test("two browsers publishing at once: the second is queued, and both of their edits go live, in order", async ({
  browser,
}) => {
  const owners = await Promise.all([0, 1].map(() => browser.newContext({ baseURL: ORIGIN })));
  const pages = await Promise.all(
    owners.map(async (owner) => {
      await signIn(owner);
      const page = await owner.newPage();
      await page.goto("/");
      await editModeReady(page);
      return page;
    }),
  );
  const [first, second] = pages as [Page, Page];
  const eyebrow = "Studio · Sudbury, published by the first browser";
  const tagline = "Fast, bilingual websites, published by the second browser.";
  await editText(first, homeEn.hero.eyebrow, eyebrow);
  await editText(second, homeEn.hero.tagline, tagline);
  await publish(first);
  await publish(second);
  await expect(publishStatus(second)).toHaveText(adminEn.publish.queued);
  for (const page of pages) {
    await expect(publishStatus(page)).toHaveText(pattern(adminEn.publish.live), {
      timeout: LIVE_WITHIN,
    });
  }
  const { body } = await headingWithoutJs(browser, "/");
  expect(body).toContain(eyebrow);
  expect(body).toContain(tagline);
  // The first browser's version came first, the second's was built on it.
  const { versions } = (await (await pages[1]!.request.get("/api/publish")).json()) as {
    versions: { id: number; state: string; fields: { en: number } }[];
  };
  expect(versions.slice(0, 2).map(({ state, fields }) => [state, fields.en])).toEqual([
    ["live", 3],
    ["live", 2],
  ]);
  await Promise.all(owners.map((owner) => owner.close()));
});

test("a publish that fails its checks leaves the live text and says why; restore brings an earlier version back", async ({
  page,
  context,
  browser,
}) => {
  await editHome(page, context);
  const live = (await headingWithoutJs(browser, "/")).heading;
  // A key pasted into a text: the secret scan stops it before any visitor can see it.
  await editText(page, live, "-----BEGIN PRIVATE KEY----- pasted by mistake");
  await publish(page);
  await expect(publishStatus(page)).toContainText(
    `${adminEn.publish.failed.replace("{reason}", "")}The secret scan failed`,
    { timeout: LIVE_WITHIN },
  );
  expect((await headingWithoutJs(browser, "/")).heading).toBe(live);
  // The edit stays this browser's, not live.
  await expect(
    bar(page).getByRole("button", { name: adminEn.publish.publish, exact: true }),
  ).toBeEnabled();

  await page.goto("/admin/versions");
  const failed = page.getByRole("article", { name: fill(versionsEn.list.version, { id: 4 }) });
  await expect(failed.getByText(versionsEn.list.states.failed, { exact: true })).toBeVisible();
  await expect(failed.getByText(/^Why it failed: The secret scan failed/)).toBeVisible();

  const first = page.getByRole("article", { name: fill(versionsEn.list.version, { id: 1 }) });
  await first.getByRole("button", { name: versionsEn.list.restore }).click();
  await first
    .getByRole("alertdialog")
    .getByRole("button", { name: fill(versionsEn.list.confirm, { id: 1 }) })
    .click();
  await expect(page.getByText(fill(versionsEn.list.restored, { id: 1 }))).toBeVisible({
    timeout: LIVE_WITHIN,
  });
  const restored = page.getByRole("article", { name: fill(versionsEn.list.version, { id: 5 }) });
  await expect(restored.getByText(versionsEn.list.states.live, { exact: true })).toBeVisible();
  await expect(restored.getByText(fill(versionsEn.list.restores, { id: 1 }))).toBeVisible();
  const { body } = await headingWithoutJs(browser, "/");
  expect(body).toContain("Websites for the North, published from the browser");
  expect(body).not.toContain("published by the first browser");
});
