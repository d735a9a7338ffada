import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { stubLocalStorage } from "../../lib/memory-storage";
import { adminEn } from "../content/admin.en";
import { adminFr } from "../content/admin.fr";

const KEY = "nickel-and-pine-copy-edits";
let local: Map<string, string>;

beforeEach(() => {
  local = stubLocalStorage();
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

/** The dashboard and the edit bar as an owner's browser with `stored` edits first draws them. */
async function render(stored: string, path = "/") {
  local.set(KEY, stored);
  const { Dashboard } = await import("./Dashboard");
  const { EditBar } = await import("./EditBar");
  const { ContentProvider } = await import("../../content/ContentProvider");
  const { LocaleProvider } = await import("../../i18n/LocaleProvider");
  const { AdminContext } = await import("../useAdmin");
  const { adminCopy } = await import("../content/admin");
  const admin = {
    isAuthenticated: true,
    isEditMode: true,
    setupPending: false,
    setEditMode: () => {},
    logout: () => {},
    openAdmin: () => {},
  };
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <LocaleProvider>
        <AdminContext value={admin}>
          <ContentProvider namespace="admin" copy={adminCopy}>
            <EditBar />
            <Dashboard onClose={() => {}} server={{ kind: "static" }} />
          </ContentProvider>
        </AdminContext>
      </LocaleProvider>
    </MemoryRouter>,
  );
}

const escaped = (text: string) => text.replaceAll("'", "&#x27;");

it("tells the owner, in the edit bar and the dashboard, that unreadable stored edits are kept as a backup", async () => {
  const html = await render('{"version":1,"edits":{"en":');
  expect(html).toContain(escaped(adminEn.editBar.backupKept));
  expect(html).toContain(escaped(adminEn.dashboard.backupTitle));
  expect(html).toContain(escaped(adminEn.dashboard.backupText));
  expect(html).toContain(adminEn.dashboard.backupDownload);
  expect(html).toContain(adminEn.dashboard.backupDiscard);
});

it("says it in French on a French page", async () => {
  const html = await render("not JSON at all", "/fr/");
  expect(html).toContain(escaped(adminFr.editBar.backupKept));
  expect(html).toContain(escaped(adminFr.dashboard.backupText));
});

it("says nothing of a backup when the stored edits read in full", async () => {
  const html = await render(
    '{"version":1,"edits":{"en":{"home":{"home.hero":{"title":"Hello"}}}}}',
  );
  expect(html).not.toContain(escaped(adminEn.editBar.backupKept));
  expect(html).not.toContain(escaped(adminEn.dashboard.backupTitle));
});
