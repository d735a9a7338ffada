import type { BrowserContext, Cookie, Page } from "@playwright/test";
import { adminEn } from "../../app/admin/content/admin.en";
import { expect, test } from "./fixtures";
import { fill } from "./copy";
import { E2E_OWNER_PASSWORD } from "./lead-data";

/**
 * The owner's password: the test server's (set before it starts), and the one the test build's
 * hash is of (scripts/test.js holds the hash, never the password) for the static-host case.
 */
export const ADMIN_PASSWORD = E2E_OWNER_PASSWORD;

export const EDITS_KEY = "nickel-and-pine-copy-edits";
const LAYOUT_KEY = "nickel-and-pine-section-layout";

/** The page as a static host serves it: no /api/owner (a 404), so the build's hash is checked. */
export async function withoutOwnerServer(page: Page) {
  await page.route(/\/api\/owner(\/|$)/, (route) =>
    route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" }),
  );
}

/** The test server's origin, as its pages send it in `Origin`. */
export const siteOrigin = () => new URL(test.info().project.use.baseURL ?? "").origin;

/** The owner's session cookie from an earlier sign-in of this worker (a check costs ~0.4 s). */
let session: Cookie | null = null;

/**
 * Signs the context in as the owner on the test server: its session cookie, as a browser gets
 * it. Reuses this worker's session while the server still knows it (a test that changes the
 * password or sets up a new owner ends it; the next call then signs in again).
 */
export async function signInOwner(context: BrowserContext) {
  if (session) {
    await context.addCookies([session]);
    const probe = await context.request.get("/api/owner");
    if (((await probe.json()) as { signedIn?: boolean }).signedIn) return;
  }
  const response = await context.request.post("/api/owner/sign-in", {
    data: { password: ADMIN_PASSWORD },
    headers: { Origin: siteOrigin() },
  });
  expect(response.status()).toBe(204);
  session = (await context.cookies()).find((cookie) => cookie.name === "owner-session") ?? null;
}

/**
 * Starts the context logged in: the server's session, and the flags that mirror it (in edit
 * mode unless `editMode` is false), with the welcome overlay already seen. Seeds once per
 * test, so what the test changes afterwards survives reloads.
 */
export async function seedAdmin(context: BrowserContext, { editMode = true } = {}) {
  await signInOwner(context);
  await context.addInitScript((editMode) => {
    try {
      if (sessionStorage.getItem("admin-seeded")) return;
      sessionStorage.setItem("admin-seeded", "1");
      localStorage.setItem("hasSeenWelcome", "true");
      // The log-in's time: it lasts 12 hours (app/lib/storage.ts).
      localStorage.setItem("admin-authenticated", String(Date.now()));
      localStorage.setItem("admin-edit-mode", String(editMode));
    } catch {
      // A document without storage (about:blank in a frame): nothing to seed.
    }
  }, editMode);
}

/**
 * Waits until edit mode has fully loaded on a page with sections: its toolbars
 * are drawn (their code comes after the pencils', and frames the sections anew).
 */
export async function editModeReady(page: Page) {
  await expect(page.getByRole("group", { name: /^Section “/ }).first()).toBeVisible();
}

/** The pencil of the text that reads `text` now (its name holds up to 60 characters of it). */
export const pencilOf = (page: Page, text: string, copy: typeof adminEn = adminEn) =>
  page.getByRole("button", {
    name: fill(copy.editor.pencil, { text: text.length > 60 ? `${text.slice(0, 59)}…` : text }),
    exact: true,
  });

/** The inline editor's dialog and its field. */
export function inlineEditor(page: Page) {
  const dialog = page.getByRole("dialog", { name: adminEn.editor.title });
  return { dialog, field: dialog.getByRole("textbox", { name: adminEn.editor.title }) };
}

/** Edits the text that reads `from` to read `to` with the pencil, the field and Enter. */
export async function editText(page: Page, from: string, to: string) {
  await pencilOf(page, from).click();
  const { dialog, field } = inlineEditor(page);
  await expect(field).toHaveValue(from);
  await field.fill(to);
  await field.press(to.length > 60 || from.length > 60 ? "Control+Enter" : "Enter");
  await expect(dialog).toBeHidden();
}

/** The stored edits, parsed. */
export const storedEdits = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null") as unknown, EDITS_KEY);

/** The section ids of the page, in the order shown (edit mode frames them). */
export const sectionOrder = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-section-id]")].map(
      (frame) => frame.dataset.sectionId,
    ),
  );

/** The stored section layout, parsed. */
export const storedLayout = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null") as unknown, LAYOUT_KEY);
