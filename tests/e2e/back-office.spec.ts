// The back office in the browser (issue 35): the owner's sign-in on the studio's server, the
// first start's setup link, and the lead inbox, against the real server and its SQLite file.
import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import Database from "better-sqlite3";
import { adminEn } from "../../app/admin/content/admin.en";
import { inboxEn } from "../../app/admin/inbox/content/inbox.en";
import { inboxFr } from "../../app/admin/inbox/content/inbox.fr";
import { commonEn } from "../../app/i18n/common.en";
import { leadPost } from "../../app/lib/lead/lead-post";
import { ADMIN_PASSWORD, signInOwner, siteOrigin } from "./admin-helpers";
import { fill } from "./copy";
import { axe, expect, test } from "./fixtures";
import { E2E_DATA_DIR, storedLeads } from "./lead-data";

const INBOX = "/admin/leads";
const PROCESS = "/process";

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    try {
      localStorage.setItem("hasSeenWelcome", "true");
    } catch {
      // A document without storage (a download's about:blank): nothing to seed.
    }
  });
});

const flags = (page: import("@playwright/test").Page) =>
  page.evaluate(() => [
    localStorage.getItem("admin-authenticated"),
    localStorage.getItem("admin-edit-mode"),
  ]);

test("the owner signs in on the server: a tampered flag opens nothing, wrong and slowed attempts, then a session cookie the flags mirror, ended by logging out", async ({
  page,
  context,
}) => {
  // A flag written by hand, with no session: the server's answer clears it.
  await context.addInitScript(() => {
    try {
      if (sessionStorage.getItem("tampered")) return;
      sessionStorage.setItem("tampered", "1");
      localStorage.setItem("admin-authenticated", String(Date.now()));
      localStorage.setItem("admin-edit-mode", "true");
    } catch {
      // A document without storage: nothing to seed.
    }
  });
  await page.goto(PROCESS);
  await expect.poll(() => flags(page)).toEqual([null, null]);
  expect((await page.request.get("/api/leads")).status()).toBe(401);

  const control = page.getByRole("contentinfo").getByRole("button", { name: "Admin" });
  await control.click();
  const dialog = page.getByRole("dialog", { name: adminEn.login.title });
  await expect(dialog.getByText(adminEn.login.introServer)).toBeVisible();
  const password = dialog.getByLabel(adminEn.login.password);
  const submit = dialog.getByRole("button", { name: adminEn.login.submit });
  const signIns: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/owner/sign-in")) signIns.push(request.postDataJSON());
  });

  // Five wrong passwords cost nothing but the message; the sixth attempt waits.
  for (let attempt = 1; attempt <= 5; attempt++) {
    await password.fill(`wrong guess ${attempt}`);
    await submit.click();
    await expect(dialog.getByRole("alert")).toHaveText(adminEn.login.incorrect);
    await expect(password).toHaveValue("");
  }
  await password.fill(ADMIN_PASSWORD);
  await submit.click();
  await expect(dialog.getByRole("alert")).toHaveText(fill(adminEn.login.wait, { seconds: 1 }));
  await expect(submit).toBeDisabled();
  await expect(submit).toBeEnabled({ timeout: 3_000 });
  expect(await flags(page)).toEqual([null, null]);

  await password.fill(ADMIN_PASSWORD);
  await submit.click();
  const dashboard = page.getByRole("dialog", { name: adminEn.dashboard.title });
  await expect(dashboard).toBeVisible();
  expect(signIns.at(-1)).toEqual({ password: ADMIN_PASSWORD });
  expect(signIns).toHaveLength(7);
  const [session] = (await context.cookies()).filter((cookie) => cookie.name === "owner-session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
  expect((await flags(page))[0]).toMatch(/^\d{13}$/);
  expect(await (await page.request.get("/api/owner")).json()).toEqual({
    owner: true,
    signedIn: true,
  });
  await expect(
    page.getByRole("contentinfo").getByRole("button", { name: "Admin tools" }),
  ).toBeVisible();

  const signOut = page.waitForRequest((request) => request.url().endsWith("/api/owner/sign-out"));
  await dashboard.getByRole("button", { name: adminEn.dashboard.logout }).click();
  await signOut;
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === "owner-session"))
    .toBe(false);
  expect(await flags(page)).toEqual([null, null]);
  // The old cookie, kept by someone, opens nothing either.
  const replay = await page.request.get("/api/leads", {
    headers: { Cookie: `owner-session=${session?.value}` },
  });
  expect(replay.status()).toBe(401);
});

test("a first start's setup link opens its form, sets the owner password once and signs in", async ({
  page,
}) => {
  // The state of a first start: no owner, one setup link (the server logs it; its hash is stored).
  const token = randomBytes(24).toString("base64url");
  const db = new Database(join(E2E_DATA_DIR, "studio.db"));
  try {
    db.exec("DELETE FROM owner; DELETE FROM sessions; DELETE FROM setup_links;");
    db.prepare("INSERT INTO setup_links (token_hash, expires_at) VALUES (?, ?)").run(
      createHash("sha256").update(token).digest("hex"),
      Date.now() + 60 * 60 * 1000,
    );
  } finally {
    db.close();
  }

  await page.goto(`${PROCESS}#owner-setup=${token}`);
  const dialog = page.getByRole("dialog", { name: adminEn.setup.title });
  await expect(dialog).toBeVisible();
  await expect(
    page.getByRole("contentinfo").getByRole("button", { name: commonEn.admin.setup }),
  ).toBeAttached();
  const chosen = dialog.getByLabel(adminEn.setup.password);
  const repeat = dialog.getByLabel(adminEn.setup.repeat);
  const submit = dialog.getByRole("button", { name: adminEn.setup.submit });
  await chosen.fill("too short");
  await submit.click();
  await expect(dialog.getByRole("alert")).toHaveText(
    fill(adminEn.setup.problems["too-short"], { min: 12 }),
  );
  await chosen.fill(ADMIN_PASSWORD);
  await repeat.fill(`${ADMIN_PASSWORD}!`);
  await submit.click();
  await expect(dialog.getByRole("alert")).toHaveText(adminEn.setup.problems.mismatch);

  await repeat.fill(ADMIN_PASSWORD);
  const setup = page.waitForRequest((request) => request.url().endsWith("/api/owner/setup"));
  await submit.click();
  await expect(page.getByRole("dialog", { name: adminEn.dashboard.title })).toBeVisible();
  expect((await setup).postDataJSON()).toEqual({ token, password: ADMIN_PASSWORD });
  // The address no longer carries the token; the link is spent.
  expect(new URL(page.url()).hash).toBe("");
  const again = await page.request.post("/api/owner/setup", {
    data: { token, password: ADMIN_PASSWORD },
    headers: { Origin: siteOrigin() },
  });
  expect(again.status()).toBe(409);
  expect(await (await page.request.get("/api/owner")).json()).toEqual({
    owner: true,
    signedIn: true,
  });
});

test("the inbox lists every lead as text, searches, filters, marks, deletes after asking, and exports CSV", async ({
  page,
  context,
}) => {
  const run = Date.now().toString(36);
  const hostile = `<img src=x onerror="window.__xss=1"> Robert'); DROP TABLE leads;-- ${run}`;
  const plain = `Kivi Park Outfitters ${run}`;
  for (const businessName of [hostile, plain]) {
    const response = await context.request.post("/api/leads", {
      data: leadPost(
        {
          step: 3,
          projectType: "redesign",
          businessName,
          industry: "other",
          otherIndustry: `=HYPERLINK("http://evil.example") ${run}`,
          email: "owner@kivi.example",
          phone: "705 555 0144",
          savedAt: 0,
        },
        { locale: "fr", fillMs: 8000 },
        "",
      ),
      headers: { Origin: siteOrigin() },
    });
    expect(response.status()).toBe(201);
  }

  // The server's own e-mail about one of them gave up (the SMTP side is tested in server/).
  const db = new Database(join(E2E_DATA_DIR, "studio.db"));
  try {
    db.prepare(
      "UPDATE leads SET smtp_state = 'failed', smtp_attempts = 8, smtp_detail = ? WHERE business_name = ?",
    ).run("connect ECONNREFUSED 127.0.0.1:25", plain);
  } finally {
    db.close();
  }

  // Not signed in: the page says whose it is, and reads nothing.
  await page.goto(INBOX);
  await expect(page.getByRole("heading", { level: 1, name: inboxEn.title })).toBeVisible();
  await expect(page.getByText(inboxEn.gate.signedOut)).toBeVisible();
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

  await signInOwner(context);
  await page.evaluate(() => localStorage.setItem("admin-authenticated", String(Date.now())));
  await page.reload();
  const search = page.getByRole("searchbox", { name: inboxEn.toolbar.search });
  await search.fill(run);
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(2);
  const hostileCard = page.getByRole("article", { name: hostile });
  await expect(hostileCard.getByRole("heading", { name: hostile })).toBeVisible();
  await expect(hostileCard).toContainText("owner@kivi.example");
  await expect(hostileCard).toContainText(inboxEn.lead.languages.fr);
  await expect(hostileCard).toContainText(`=HYPERLINK("http://evil.example") ${run}`);
  expect(await page.evaluate(() => "__xss" in window)).toBe(false);
  await expect(page.getByRole("article", { name: plain })).toContainText(
    `${inboxEn.lead.serverMail}${fill(inboxEn.lead.smtp.failed, {
      attempts: 8,
      detail: "connect ECONNREFUSED 127.0.0.1:25",
    })}`,
  );
  await expect(hostileCard).not.toContainText(inboxEn.lead.serverMail);
  expect(await page.locator("article img").count()).toBe(0);

  // Mark one won: the server has it, and the filter finds it there.
  const plainCard = page.getByRole("article", { name: plain });
  const mark = page.waitForRequest((request) =>
    /\/api\/leads\/[\w-]+\/status$/.test(request.url()),
  );
  await plainCard
    .getByRole("combobox", { name: fill(inboxEn.lead.mark, { business: plain }) })
    .selectOption("won");
  expect((await mark).postDataJSON()).toEqual({ status: "won" });
  await expect(page.getByRole("status").filter({ hasText: plain })).toHaveText(
    fill(inboxEn.status.marked, { business: plain, status: inboxEn.statuses.won }),
  );
  expect(storedLeads(plain)[0]?.status).toBe("won");
  await page
    .getByRole("combobox", { name: inboxEn.toolbar.state, exact: true })
    .selectOption("won");
  await expect(cards).toHaveCount(1);
  await expect(cards).toHaveAccessibleName(plain);
  await page
    .getByRole("combobox", { name: inboxEn.toolbar.state, exact: true })
    .selectOption("all");
  await expect(cards).toHaveCount(2);

  expect(await axe(page)).toEqual([]);

  // The CSV, read back from the download: every cell quoted, the formula neutralised.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: inboxEn.toolbar.csv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? "", "utf8");
  const row = csv.split("\r\n").find((line) => line.includes(plain)) ?? "";
  expect(row).toMatch(/^"[^"]/);
  expect(row).toContain(`"won"`);
  expect(row).not.toContain(`,"=HYPERLINK`);

  // Delete asks first; Cancel keeps it, the confirmation deletes it on the server.
  await hostileCard.getByRole("button", { name: inboxEn.lead.delete }).click();
  const confirm = page.getByRole("dialog", {
    name: fill(inboxEn.remove.title, { business: hostile }),
  });
  await confirm.getByRole("button", { name: inboxEn.remove.cancel }).click();
  await expect(confirm).toBeHidden();
  expect(storedLeads(hostile)).toHaveLength(1);
  await hostileCard.getByRole("button", { name: inboxEn.lead.delete }).click();
  await confirm.getByRole("button", { name: inboxEn.remove.confirm }).click();
  await expect(cards).toHaveCount(1);
  expect(storedLeads(hostile)).toHaveLength(0);
  expect(storedLeads(plain)).toHaveLength(1);

  // The same inbox in French.
  await page.goto(`/fr${INBOX}`);
  await page.getByRole("searchbox", { name: inboxFr.toolbar.search }).fill(run);
  await expect(page.getByRole("heading", { level: 1, name: inboxFr.title })).toBeVisible();
  await expect(page.getByRole("article", { name: plain })).toContainText(inboxFr.statuses.won);
});
