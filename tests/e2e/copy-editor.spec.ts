import { readFile } from "node:fs/promises";
import { adminEn } from "../../app/admin/content/admin.en";
import { adminFr } from "../../app/admin/content/admin.fr";
import { galleryEn } from "../../app/gallery/content/gallery.en";
import { homeEn } from "../../app/studio/content/home.en";
import { constructionHomeEn as constructionHomeEnFirstScreen } from "../../app/templates/construction/content/home.en";
import { constructionHomeSectionsEn } from "../../app/templates/construction/content/home-sections.en";
import { cutHomeEn } from "../../app/templates/cut-district/content/home.en";
import { miningHomeEn as miningHomeEnFirstScreen } from "../../app/templates/mining/content/home.en";
import { miningHomeSectionsEn } from "../../app/templates/mining/content/home-sections.en";
import { miningHomeFr as miningHomeFrFirstScreen } from "../../app/templates/mining/content/home.fr";
import { miningHomeSectionsFr } from "../../app/templates/mining/content/home-sections.fr";
import { robotTemplateEn as robotTemplateEnFirstScreen } from "../../app/templates/robot/content/home.en";
import { robotTemplateSectionsEn } from "../../app/templates/robot/content/home-sections.en";
import { robotTemplateFr as robotTemplateFrFirstScreen } from "../../app/templates/robot/content/home.fr";
import { robotTemplateSectionsFr } from "../../app/templates/robot/content/home-sections.fr";
import { snowSquatchEn as snowSquatchEnFirstScreen } from "../../app/templates/snow-squatch/content/home.en";
import { snowSquatchSectionsEn } from "../../app/templates/snow-squatch/content/home-sections.en";
import {
  ADMIN_PASSWORD,
  EDITS_KEY,
  editModeReady,
  editText,
  inlineEditor,
  pencilOf,
  sectionOrder,
  seedAdmin,
  storedEdits,
  storedLayout,
  withoutOwnerServer,
} from "./admin-helpers";
import { fill } from "./copy";
import { axe, cspViolations, expect, test } from "./fixtures";

/** The page's copy: its first screen and its later sections. */
const constructionHomeEn = { ...constructionHomeEnFirstScreen, ...constructionHomeSectionsEn };

/** The page's copy: its first screen and its later sections. */
const miningHomeFr = { ...miningHomeFrFirstScreen, ...miningHomeSectionsFr };

/** The page's copy: its first screen and its later sections. */
const miningHomeEn = { ...miningHomeEnFirstScreen, ...miningHomeSectionsEn };

/** The page's copy: its first screen and its later sections. */
const robotTemplateFr = { ...robotTemplateFrFirstScreen, ...robotTemplateSectionsFr };

/** The page's copy: its first screen and its later sections. */
const robotTemplateEn = { ...robotTemplateEnFirstScreen, ...robotTemplateSectionsEn };

/** The page's copy: its first screen and its later sections. */
const snowSquatchEn = { ...snowSquatchEnFirstScreen, ...snowSquatchSectionsEn };

const MINING = "/templates/modern-mining";
const heroTitle = miningHomeEn.hero.title;
const h1 = (page: import("@playwright/test").Page) => page.getByRole("heading", { level: 1 });

test.describe("log-in (SPEC §5, §8)", () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(() => {
      try {
        localStorage.setItem("hasSeenWelcome", "true");
      } catch {
        // Storage is blocked in that test.
      }
    });
  });

  test("on a static host: a wrong password says so and clears the field, repeated ones wait, the right one logs in; log-out clears both flags", async ({
    page,
  }) => {
    await withoutOwnerServer(page);
    await page.goto(MINING);
    const control = page.getByRole("contentinfo").getByRole("button", { name: "Admin" });
    await control.click();
    const dialog = page.getByRole("dialog", { name: adminEn.login.title });
    const password = dialog.getByLabel(adminEn.login.password);
    const submit = dialog.getByRole("button", { name: adminEn.login.submit });
    await expect(password).toBeFocused();

    await password.fill("not the password");
    await submit.click();
    await expect(dialog.getByRole("alert")).toHaveText(adminEn.login.incorrect);
    await expect(password).toHaveValue("");
    await expect(password).toBeFocused();
    // A second wrong entry in a row: the next attempt waits, and the form says how long.
    await password.fill("still wrong");
    await submit.click();
    await expect(dialog.getByRole("alert")).toContainText(fill(adminEn.login.wait, { seconds: 1 }));
    await expect(submit).toBeDisabled();
    await expect(submit).toBeEnabled({ timeout: 3_000 });
    expect(await page.evaluate(() => localStorage.getItem("admin-authenticated"))).toBeNull();

    await password.fill(ADMIN_PASSWORD);
    await submit.click();
    const dashboard = page.getByRole("dialog", { name: adminEn.dashboard.title });
    await expect(dashboard).toBeVisible();
    // The log-in's time, which it lasts 12 hours from.
    expect(await page.evaluate(() => localStorage.getItem("admin-authenticated"))).toMatch(
      /^\d{13}$/,
    );
    // The bundle carries the hash, never the password.
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll("script[src], link[rel=modulepreload]")].map(
        (el) => el.getAttribute("src") ?? el.getAttribute("href") ?? "",
      ),
    );
    for (const src of scripts)
      expect(await (await page.request.get(src)).text()).not.toContain(ADMIN_PASSWORD);

    await dashboard.getByRole("switch", { name: adminEn.dashboard.editMode }).click();
    expect(await page.evaluate(() => localStorage.getItem("admin-edit-mode"))).toBe("true");
    await dashboard.getByRole("button", { name: adminEn.dashboard.logout }).click();
    await expect(dashboard).toBeHidden();
    expect(
      await page.evaluate(() => [
        localStorage.getItem("admin-authenticated"),
        localStorage.getItem("admin-edit-mode"),
      ]),
    ).toEqual([null, null]);
    await expect(page.getByText(adminEn.editBar.active)).toBeHidden();
    await expect(control).toBeFocused();
  });

  test("a browser that cannot store anything says editing is unavailable, and the page works", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("blocked", "SecurityError");
        },
      });
    });
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("button", { name: "Admin" }).click();
    const dialog = page.getByRole("dialog", { name: adminEn.login.title });
    await expect(dialog.getByRole("status")).toHaveText(adminEn.login.storageUnavailable);
    await expect(dialog.getByLabel(adminEn.login.password)).toHaveCount(0);
  });
});

test.describe("editing text in place (SPEC §4)", () => {
  test.beforeEach(async ({ context }) => seedAdmin(context));

  test("pencil, save, cancel, undo, redo, reset this field and reset all, kept per language after a reload", async ({
    page,
  }) => {
    await page.goto(MINING);
    await expect(page.getByText(adminEn.editBar.active)).toBeVisible();
    await editModeReady(page);
    const bar = page.getByRole("region", { name: adminEn.editBar.label });

    // Keyboard alone: the pencil opens the editor, Escape cancels and focus returns to the pencil.
    const pencil = pencilOf(page, heroTitle);
    await pencil.focus();
    await page.keyboard.press("Enter");
    const { dialog, field } = inlineEditor(page);
    await expect(field).toBeFocused();
    // No longer than an edit may be (EDIT_LIMITS.valueLength): a longer one could not be stored.
    await expect(field).toHaveAttribute("maxlength", "5000");
    await field.fill("Not kept");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(h1(page)).toHaveText(heroTitle);
    await expect(pencil).toBeFocused();

    // A long text is a text area: Ctrl+Enter saves it.
    await editText(
      page,
      heroTitle,
      "Deeper, safer mines across Northern Ontario and beyond our shores",
    );
    await expect(h1(page)).toHaveText(
      "Deeper, safer mines across Northern Ontario and beyond our shores",
    );
    await editText(page, miningHomeEn.hero.eyebrow, "Sudbury · Since 1974");
    await expect(page.getByText("Sudbury · Since 1974", { exact: true })).toBeVisible();

    // Undo and redo: buttons and keys.
    await bar.getByRole("button", { name: adminEn.editBar.undo }).click();
    await expect(page.getByText(miningHomeEn.hero.eyebrow, { exact: true })).toBeVisible();
    await page.keyboard.press("Control+Shift+Z");
    await expect(page.getByText("Sudbury · Since 1974", { exact: true })).toBeVisible();
    await page.keyboard.press("Control+Z");
    await expect(page.getByText(miningHomeEn.hero.eyebrow, { exact: true })).toBeVisible();
    await page.keyboard.press("Control+Shift+Z");

    expect(await storedEdits(page)).toEqual({
      version: 1,
      edits: {
        en: {
          "mining/home": {
            "miningHome.hero": {
              title: "Deeper, safer mines across Northern Ontario and beyond our shores",
              eyebrow: "Sudbury · Since 1974",
            },
          },
        },
      },
    });

    // Kept after a reload, in English only.
    await page.reload();
    await expect(h1(page)).toHaveText(
      "Deeper, safer mines across Northern Ontario and beyond our shores",
    );
    // The French page was built with its own text. The edit was English only, so this browser
    // shows it there as written, as the published site will until the build translates it.
    const french = await page.goto(`/fr${MINING}`);
    expect(await french?.text()).toContain(`>${miningHomeFr.hero.title}</h1>`);
    await expect(h1(page)).toHaveText(
      "Deeper, safer mines across Northern Ontario and beyond our shores",
    );
    await page.goto(MINING);

    // Reset this field.
    await pencilOf(page, "Sudbury · Since 1974").click();
    await inlineEditor(page).dialog.getByRole("button", { name: adminEn.editor.reset }).click();
    await expect(page.getByText(miningHomeEn.hero.eyebrow, { exact: true })).toBeVisible();

    // Reset all, after a confirmation.
    await bar.getByRole("button", { name: adminEn.editBar.resetAll }).click();
    const confirm = page.getByRole("alertdialog", { name: adminEn.editBar.resetAll });
    await expect(confirm).toContainText(
      fill(adminEn.editBar.resetAllConfirm, { count: 1, language: adminEn.dashboard.languages.en }),
    );
    await confirm.getByRole("button", { name: adminEn.editBar.confirm }).click();
    await expect(h1(page)).toHaveText(heroTitle);
    expect(await storedEdits(page)).toEqual({ version: 1, edits: {} });
    await bar.getByRole("button", { name: adminEn.editBar.undo }).click();
    await expect(h1(page)).toHaveText(
      "Deeper, safer mines across Northern Ontario and beyond our shores",
    );

    // Leaving edit mode: no pencils, the edit stays.
    await bar.getByRole("button", { name: adminEn.editBar.exit }).click();
    await expect(page.getByRole("button", { name: /^Edit text: / })).toHaveCount(0);
    await expect(h1(page)).toHaveText(
      "Deeper, safer mines across Northern Ontario and beyond our shores",
    );
  });

  test("works on a page of every template site and of the studio", async ({ page }) => {
    // Six pages, each loaded, put in edit mode and edited.
    test.slow();
    const pages: [string, string][] = [
      ["/", homeEn.hero.title],
      ["/templates", galleryEn.title],
      ["/templates/premium-construction", constructionHomeEn.hero.title],
      ["/templates/cut-district", cutHomeEn.hero.badge],
      ["/templates/robot-template", robotTemplateEn.hero.title],
      ["/templates/snow-squatch", snowSquatchEn.hero.title],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      if (path !== "/templates") await editModeReady(page);
      await editText(page, title, `Edited: ${path}`);
      await expect(page.getByText(`Edited: ${path}`, { exact: true }), path).toBeVisible();
    }
    await page.goto("/");
    await expect(h1(page)).toHaveText("Edited: /");
  });

  test("edited text is text, never markup, and passes the CSP", async ({ page }) => {
    const payloads = [
      `<img src=x onerror="window.__x=1">`,
      `<script>window.__x=1</script>`,
      `"><svg onload="window.__x=1">`,
      "javascript:alert(1)",
    ];
    await page.goto(MINING);
    await editModeReady(page);
    await editText(page, heroTitle, payloads[0]!);
    await editText(page, miningHomeEn.hero.eyebrow, payloads[1]!);
    await editText(page, miningHomeEn.hero.primary, payloads[2]!);
    await editText(page, miningHomeEn.hero.secondary, payloads[3]!);
    await page.reload();
    await expect(h1(page)).toHaveText(payloads[0]!);
    for (const payload of payloads)
      await expect(page.getByText(payload, { exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => (window as { __x?: number }).__x)).toBeUndefined();
    await expect(page.locator('img[src="x"], main svg[onload]')).toHaveCount(0);
    expect(await cspViolations(page)).toEqual([]);
  });

  test("edit mode passes axe, with an editor open", async ({ page }) => {
    await page.goto(MINING);
    await editModeReady(page);
    await expect(pencilOf(page, heroTitle)).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await pencilOf(page, heroTitle).click();
    await expect(inlineEditor(page).field).toBeFocused();
    expect(await axe(page)).toEqual([]);

    // The indicator's dot pulses, and stands still when the visitor asks for less motion.
    const dot = page.getByRole("region", { name: adminEn.editBar.label }).locator(".edit-dot");
    const animation = () => dot.evaluate((element) => getComputedStyle(element).animationName);
    expect(await animation()).toBe("edit-pulse");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await animation()).toBe("none");
    await expect(dot).toBeVisible();
  });

  test(
    "the edit bar and the inline editor fit the screen",
    { tag: "@responsive" },
    async ({ page }) => {
      await page.goto(`/fr${MINING}`);
      await expect(page.getByRole("group", { name: /^Section « / }).first()).toBeVisible();
      const bar = page.getByRole("region", { name: adminFr.editBar.label });
      await expect(bar.getByText(adminFr.editBar.active)).toBeVisible();
      const box = (await bar.boundingBox())!;
      const width = page.viewportSize()!.width;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await pencilOf(page, miningHomeFr.hero.title, adminFr).click();
      const editor = (await page
        .getByRole("dialog", { name: adminFr.editor.title })
        .boundingBox())!;
      expect(editor.x).toBeGreaterThanOrEqual(0);
      expect(editor.x + editor.width).toBeLessThanOrEqual(width);
    },
  );
});

test.describe("the section toolbar (SPEC §4)", () => {
  test.beforeEach(async ({ context }) => seedAdmin(context));
  const DEFAULT = ["hero", "services", "stats", "features", "testimonials", "cta"];
  const s = adminEn.sections;
  const handle = (page: import("@playwright/test").Page, id: string) =>
    page.getByRole("button", { name: fill(s.handle, { id }) });
  const menuOf = async (page: import("@playwright/test").Page, id: string) => {
    await page.getByRole("button", { name: fill(s.options, { id }) }).click();
    return page.getByRole("menu", { name: fill(s.options, { id }) });
  };

  test("reorders by keyboard and by the menu, deletes after a confirmation and restores; kept after a reload, local only", async ({
    page,
  }) => {
    await page.goto(MINING);
    await expect(page.getByRole("group", { name: fill(s.label, { id: "hero" }) })).toBeVisible();
    expect(await sectionOrder(page)).toEqual(DEFAULT);

    // Keyboard: Space picks the section up, arrows move it, Space drops it; focus stays on the handle.
    await handle(page, "services").focus();
    await page.keyboard.press("Space");
    await expect(page.getByText(fill(s.picked, { id: "services" }))).toBeAttached();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    await expect(
      page.getByText(fill(s.dropped, { id: "services", position: 4, count: 6 })),
    ).toBeAttached();
    await expect(handle(page, "services")).toBeFocused();
    expect(await sectionOrder(page)).toEqual([
      "hero",
      "stats",
      "features",
      "services",
      "testimonials",
      "cta",
    ]);
    // Escape puts a picked-up section back.
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Escape");
    expect(await sectionOrder(page)).toEqual([
      "hero",
      "stats",
      "features",
      "services",
      "testimonials",
      "cta",
    ]);

    // The menu: its items, Move Up (Move Up is off for the first section), Escape returns focus.
    let menu = await menuOf(page, "cta");
    await expect(menu.getByRole("menuitem")).toHaveText([
      s.edit,
      s.copyId,
      s.moveUp,
      s.moveDown,
      s.delete,
    ]);
    await expect(menu.getByRole("menuitem", { name: s.moveDown })).toBeDisabled();
    await expect(menu.getByRole("menuitem", { name: s.edit })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: s.moveUp })).toBeFocused();
    await page.keyboard.press("Enter");
    expect(await sectionOrder(page)).toEqual([
      "hero",
      "stats",
      "features",
      "services",
      "cta",
      "testimonials",
    ]);
    menu = await menuOf(page, "hero");
    await expect(menu.getByRole("menuitem", { name: s.moveUp })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: fill(s.options, { id: "hero" }) })).toBeFocused();

    // Delete, after a confirmation; then restore.
    menu = await menuOf(page, "stats");
    await menu.getByRole("menuitem", { name: s.delete }).click();
    const confirm = page.getByRole("alertdialog", { name: s.delete });
    await expect(confirm).toContainText(fill(s.deleteConfirm, { id: "stats" }));
    await confirm.getByRole("button", { name: s.confirmDelete }).click();
    expect(await sectionOrder(page)).toEqual([
      "hero",
      "features",
      "services",
      "cta",
      "testimonials",
    ]);
    expect(await storedLayout(page)).toEqual({
      version: 1,
      pages: {
        "mining/home": {
          order: ["hero", "stats", "features", "services", "cta", "testimonials"],
          deleted: ["stats"],
        },
      },
    });

    // Kept after a reload; out of edit mode the page shows the arrangement without toolbars.
    await page.reload();
    await expect(
      page.getByRole("button", { name: fill(s.restore, { id: "stats" }) }),
    ).toBeVisible();
    await page
      .getByRole("region", { name: adminEn.editBar.label })
      .getByRole("button", { name: adminEn.editBar.exit })
      .click();
    await expect(page.getByRole("group", { name: fill(s.label, { id: "hero" }) })).toHaveCount(0);
    await expect(page.locator("main h2").first()).toHaveText(miningHomeEn.features.title);
    await expect(page.getByText(miningHomeEn.stats.note)).toHaveCount(0);
    await page.getByRole("contentinfo").getByRole("button", { name: "Admin tools" }).click();
    await page.getByRole("switch", { name: adminEn.dashboard.editMode }).click();
    await page.getByRole("button", { name: adminEn.dashboard.close, exact: true }).click();

    await page.getByRole("button", { name: fill(s.restore, { id: "stats" }) }).click();
    expect(await sectionOrder(page)).toEqual([
      "hero",
      "stats",
      "features",
      "services",
      "cta",
      "testimonials",
    ]);
    menu = await menuOf(page, "cta");
    await menu.getByRole("menuitem", { name: s.delete }).click();
    await page
      .getByRole("alertdialog", { name: s.delete })
      .getByRole("button", { name: s.confirmDelete })
      .click();
    await page.getByRole("button", { name: s.restoreAll }).click();
    expect(await sectionOrder(page)).toEqual(DEFAULT);
    expect(await storedLayout(page)).toEqual({ version: 1, pages: {} });
  });

  test("reorders by mouse, and the menu's Edit Section and Copy ID work", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(MINING);
    // Drag "cta" by its handle until its middle is over the middle of "testimonials", the
    // section above it, in a window tall enough to show both.
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 2400 });
    const frame = (id: string) => page.locator(`[data-section-id="${id}"]`);
    await frame("cta").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const grip = (await handle(page, "cta").boundingBox())!;
    const cta = (await frame("cta").boundingBox())!;
    const above = (await frame("testimonials").boundingBox())!;
    const x = grip.x + grip.width / 2;
    const y = grip.y + grip.height / 2;
    const dy = above.y + above.height / 2 - (cta.y + cta.height / 2);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y - 20, { steps: 3 });
    await page.mouse.move(x, y + dy, { steps: 12 });
    await page.mouse.up();
    await expect
      .poll(() => sectionOrder(page))
      .toEqual(["hero", "services", "stats", "features", "cta", "testimonials"]);

    let menu = await menuOf(page, "services");
    await menu.getByRole("menuitem", { name: s.copyId }).click();
    await expect(page.getByText(fill(s.copied, { id: "services" }))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("services");

    menu = await menuOf(page, "services");
    await menu.getByRole("menuitem", { name: s.edit }).click();
    await expect(inlineEditor(page).field).toHaveValue(miningHomeEn.services.eyebrow);
    await expect(inlineEditor(page).field).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(
      page.getByRole("button", { name: fill(s.options, { id: "services" }) }),
    ).toBeFocused();
    expect(await axe(page)).toEqual([]);
  });
});

test.describe("stored edits that are broken (SECURITY T9)", () => {
  for (const [name, value] of [
    ["invalid JSON", "{not json"],
    [
      "wrong types",
      JSON.stringify({
        version: 1,
        edits: { en: { "mining/home": { "miningHome.hero": { title: 42 } } } },
      }),
    ],
    ["another version", JSON.stringify({ version: 7, edits: {} })],
    [
      "an oversized value",
      JSON.stringify({
        version: 1,
        edits: { en: { "mining/home": { "miningHome.hero": { title: "x".repeat(2_000_000) } } } },
      }),
    ],
  ] as const) {
    test(`${name} falls back to the site's text`, async ({ page, context }) => {
      await context.addInitScript(
        ([key, value]) => {
          localStorage.setItem("hasSeenWelcome", "true");
          localStorage.setItem(key, value);
        },
        [EDITS_KEY, value] as const,
      );
      await page.goto(MINING);
      await expect(h1(page)).toHaveText(heroTitle);
    });
  }
});

test.describe("stored edits the editor cannot read in full (issue 32, point 5)", () => {
  const stored = JSON.stringify({
    version: 1,
    edits: { en: { "mining/home": { "miningHome.hero": { eyebrow: "Kept eyebrow", title: 42 } } } },
  });

  test("are kept as a backup that the next edit leaves in place, and the owner is told until it is discarded", async ({
    page,
    context,
  }) => {
    await seedAdmin(context);
    await context.addInitScript(
      ([key, value]) => {
        if (sessionStorage.getItem("edits-seeded")) return;
        sessionStorage.setItem("edits-seeded", "1");
        localStorage.setItem(key, value);
      },
      [EDITS_KEY, stored] as const,
    );
    await page.goto(MINING);
    await editModeReady(page);
    const bar = page.getByRole("region", { name: adminEn.editBar.label });
    await expect(bar.getByRole("status").last()).toHaveText(adminEn.editBar.backupKept);
    await expect(page.getByText("Kept eyebrow")).toBeVisible();

    await editText(page, heroTitle, "After the backup");
    const backup = () => page.evaluate((key) => localStorage.getItem(`${key}-backup`), EDITS_KEY);
    expect(await backup()).toBe(stored);
    await page.reload();
    await expect(h1(page)).toHaveText("After the backup");
    await expect(bar.getByRole("status").last()).toHaveText(adminEn.editBar.backupKept);

    await bar.getByRole("button", { name: adminEn.editBar.dashboard }).click();
    const dashboard = page.getByRole("dialog", { name: adminEn.dashboard.title });
    const notice = dashboard.getByRole("region", { name: adminEn.dashboard.backupTitle });
    await expect(notice).toContainText(adminEn.dashboard.backupText);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      notice.getByRole("button", { name: adminEn.dashboard.backupDownload }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("nickel-and-pine-edits-backup.json");
    expect(await readFile((await download.path())!, "utf8")).toBe(stored);

    await notice.getByRole("button", { name: adminEn.dashboard.backupDiscard }).click();
    await expect(notice).toBeHidden();
    expect(await backup()).toBeNull();
    await dashboard.getByRole("button", { name: adminEn.dashboard.close }).click();
    await expect(bar.getByText(adminEn.editBar.backupKept)).toBeHidden();
  });
});

test.describe("the dashboard (SPEC §4)", () => {
  test.beforeEach(async ({ context }) => seedAdmin(context, { editMode: false }));

  test('counts, exports JSON, CSV and text, copies a page with "Copied" for 2 s, and passes axe', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(
      ([key, value]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      },
      [
        EDITS_KEY,
        JSON.stringify({
          version: 1,
          edits: {
            en: {
              "mining/home": {
                "miningHome.hero": {
                  title: '=HYPERLINK("https://example.com")',
                  eyebrow: 'Sudbury, "North"',
                },
                "miningHome.cta": { title: "Ça marche · 北 · Ont." },
              },
              site: { "common.footer": { tagline: "Line one\nLine two" } },
            },
            fr: { "mining/home": { "miningHome.hero": { title: "Titre" } } },
          },
        }),
      ] as const,
    );
    await page.goto(MINING);
    await page.getByRole("contentinfo").getByRole("button", { name: "Admin tools" }).click();
    const dashboard = page.getByRole("dialog", { name: adminEn.dashboard.title });
    const count = (name: string) => dashboard.locator(`dt:text-is("${name}") + dd`);
    await expect(count(adminEn.dashboard.pages)).toHaveText("2");
    await expect(count(adminEn.dashboard.sections)).toHaveText("3");
    await expect(count(adminEn.dashboard.fields)).toHaveText("4");
    expect(await axe(page)).toEqual([]);

    // The file names carry the browser's local date.
    await page.clock.setFixedTime(new Date(2026, 2, 5, 12));
    const day = "2026-03-05";
    const downloadOf = async (name: string) => {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        dashboard.getByRole("button", { name, exact: true }).click(),
      ]);
      return {
        name: download.suggestedFilename(),
        text: await readFile((await download.path())!, "utf8"),
      };
    };

    const json = await downloadOf(adminEn.dashboard.json);
    expect(json.name).toBe(`nickel-and-pine-edits-en-${day}.json`);
    expect(JSON.parse(json.text)).toEqual({
      version: 1,
      edits: {
        en: {
          "mining/home": {
            "miningHome.cta": { title: "Ça marche · 北 · Ont." },
            "miningHome.hero": {
              eyebrow: 'Sudbury, "North"',
              title: '=HYPERLINK("https://example.com")',
            },
          },
          site: { "common.footer": { tagline: "Line one\nLine two" } },
        },
      },
    });

    const csv = await downloadOf(adminEn.dashboard.csv);
    expect(csv.name).toBe(`nickel-and-pine-edits-en-${day}.csv`);
    expect(csv.text).toBe(
      '\uFEFF"Page","Section","Field","Value"\r\n' +
        '"mining/home","miningHome.cta","title","Ça marche · 北 · Ont."\r\n' +
        '"mining/home","miningHome.hero","eyebrow","Sudbury, ""North"""\r\n' +
        '"mining/home","miningHome.hero","title","\'=HYPERLINK(""https://example.com"")"\r\n' +
        '"site","common.footer","tagline","Line one\nLine two"\r\n',
    );

    const text = await downloadOf(adminEn.dashboard.text);
    expect(text.name).toBe(`nickel-and-pine-edits-en-${day}.txt`);
    expect(text.text).toContain('miningHome.hero / title: =HYPERLINK("https://example.com")');
    expect(text.text).toContain("common.footer / tagline: Line one\n    Line two");

    // One page's edits to the clipboard; "Copied" shows for 2 s.
    await dashboard.getByLabel(adminEn.dashboard.page, { exact: true }).selectOption("site");
    const copyButton = dashboard.getByRole("button", { name: adminEn.dashboard.copy, exact: true });
    await copyButton.click();
    await expect(
      dashboard.getByRole("status").filter({ hasText: adminEn.dashboard.copied }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "site\n====\ncommon.footer / tagline: Line one\n    Line two\n",
    );
    const copiedAt = Date.now();
    await expect(
      dashboard.getByRole("button", { name: adminEn.dashboard.copy, exact: true }),
    ).toBeVisible();
    const shown = Date.now() - copiedAt;
    expect(shown).toBeGreaterThan(1_500);
    expect(shown).toBeLessThan(3_500);

    // A refused clipboard says so.
    await page.evaluate(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException("denied", "NotAllowedError"));
    });
    await copyButton.click();
    await expect(
      dashboard.getByRole("status").filter({ hasText: adminEn.dashboard.copyFailed }),
    ).toBeVisible();

    // The French counts.
    await dashboard.getByLabel(adminEn.dashboard.language).selectOption("fr");
    await expect(count(adminEn.dashboard.fields)).toHaveText("1");
  });

  test("imports an exported file, and a wrong one changes nothing", async ({ page }) => {
    await page.goto(MINING);
    // Logged in but not in edit mode: the section toolbars' drag-and-drop code is not loaded.
    await expect(
      page.getByRole("contentinfo").getByRole("button", { name: "Admin tools" }),
    ).toBeVisible();
    const scripts = () =>
      page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
    await expect
      .poll(async () => (await scripts()).some((name) => name.includes("start-editor")))
      .toBe(true);
    expect((await scripts()).filter((name) => name.includes("SectionsEditor"))).toEqual([]);
    await page.getByRole("contentinfo").getByRole("button", { name: "Admin tools" }).click();
    const dashboard = page.getByRole("dialog", { name: adminEn.dashboard.title });
    const input = dashboard.getByLabel(adminEn.dashboard.importButton);
    const file = (data: unknown) => ({
      name: "edits.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(data)),
    });

    await input.setInputFiles(
      file({
        version: 1,
        edits: {
          en: {
            "mining/home": {
              "miningHome.hero": { title: "Imported title" },
              "miningHome.nothing": { here: "Unknown" },
            },
          },
        },
      }),
    );
    await expect(dashboard.getByText(adminEn.dashboard.importFailed)).toBeVisible();
    await expect(dashboard.getByText(/Unknown text "miningHome\.nothing\.here"/)).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), EDITS_KEY)).toBeNull();

    await input.setInputFiles(
      file({
        version: 1,
        edits: { en: { "mining/home": { "miningHome.hero": { title: "Imported title" } } } },
      }),
    );
    await expect(dashboard.getByText(fill(adminEn.dashboard.imported, { count: 1 }))).toBeVisible();
    await dashboard.getByRole("button", { name: adminEn.dashboard.close }).click();
    await expect(h1(page)).toHaveText("Imported title");
  });
});

test.describe('published edits (README, "Publishing copy edits")', () => {
  test.use({ javaScriptEnabled: false, waitForHydration: false });

  test("a build with an edits file shows them with JavaScript off, per language", async ({
    page,
  }) => {
    await page.goto("/templates/robot-template");
    await expect(page.getByText("Published edit · robotics & automation")).toBeVisible();
    await page.goto("/fr/templates/robot-template");
    await expect(page.getByText("Modification publiée · robotique")).toBeVisible();
  });

  test("an English-only edit is on French pages in the French the build stored, else as written", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto("/fr/templates/robot-template");
    // Translated when the site was built (tests/e2e/published-edits/machine-translations.fr.json).
    await expect(
      page.getByText(
        "Un modèle pour les fabricants de robots et les intégrateurs en automatisation, pensé pour un directeur d'usine qui lit sur son téléphone.",
      ),
    ).toBeVisible();
    // No translation stored and no service at build time: the owner's English, not the old French.
    await expect(page.getByRole("link", { name: "Talk to our studio" })).toBeVisible();
    await expect(page.getByText(robotTemplateFr.hero.secondary)).toHaveCount(0);
    // The page itself asks nothing of anyone but the site.
    expect(requests.filter((url) => !url.startsWith("http://127.0.0.1:"))).toEqual([]);
    await page.goto("/templates/robot-template");
    await expect(
      page.getByText(
        "A template for robotics makers and automation integrators, built for a plant manager reading on a phone.",
      ),
    ).toBeVisible();
  });
});
