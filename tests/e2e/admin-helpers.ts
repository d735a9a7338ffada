import type { BrowserContext, Page } from "@playwright/test";
import { adminEn } from "../../app/admin/content/admin.en";
import { expect } from "./fixtures";
import { fill } from "./copy";

/** The test build's admin password (scripts/test.js holds its hash, never the password). */
export const ADMIN_PASSWORD = "pine-cone-editor-test";

export const EDITS_KEY = "nickel-and-pine-copy-edits";
const LAYOUT_KEY = "nickel-and-pine-section-layout";

/**
 * Starts the context logged in (and in edit mode unless `editMode` is false),
 * with the welcome overlay already seen. Seeds once per test, so what the
 * test changes afterwards survives reloads.
 */
export async function seedAdmin(context: BrowserContext, { editMode = true } = {}) {
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
