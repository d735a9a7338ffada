import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { adminEn } from "../content/admin.en";

/** The log-in form as the build with `hash` (or none) renders it. */
async function renderWith(hash: string | undefined) {
  vi.resetModules();
  vi.stubEnv("VITE_ADMIN_PASSWORD_HASH", hash ?? "");
  const { LoginForm } = await import("./LoginForm");
  const { ContentProvider } = await import("../../content/ContentProvider");
  const { LocaleProvider } = await import("../../i18n/LocaleProvider");
  const { adminCopy } = await import("../content/admin");
  return renderToString(
    <MemoryRouter initialEntries={["/"]}>
      <LocaleProvider>
        <ContentProvider namespace="admin" copy={adminCopy}>
          <LoginForm />
        </ContentProvider>
      </LocaleProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const escaped = (text: string) => text.replaceAll("'", "&#x27;");

it("without a configured hash, says editing is not set up and offers no password field", async () => {
  for (const hash of [undefined, "", "plain-password", "pbkdf2-sha256$1000$c2FsdA==$aGFzaA=="]) {
    const html = await renderWith(hash);
    expect(html).toContain(escaped(adminEn.login.notConfigured));
    expect(html).not.toContain('type="password"');
  }
});

it("with a hash but no working storage, says editing is unavailable", async () => {
  vi.stubGlobal("localStorage", {
    getItem: () => null,
    setItem: () => {
      throw new DOMException("full", "QuotaExceededError");
    },
    removeItem: () => {},
  });
  const html = await renderWith(
    "pbkdf2-sha256$600000$XxrM8CTdIn83rLt4XQJ9Zw==$7IYGMhQiOZB7sZXzuWRuZutWLtoz+K5AiMMwd2PTGqw=",
  );
  expect(html).toContain(escaped(adminEn.login.storageUnavailable));
  expect(html).not.toContain('type="password"');
});

it("with a hash and storage, asks for the password", async () => {
  const store = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  });
  const html = await renderWith(
    "pbkdf2-sha256$600000$XxrM8CTdIn83rLt4XQJ9Zw==$7IYGMhQiOZB7sZXzuWRuZutWLtoz+K5AiMMwd2PTGqw=",
  );
  expect(html).toContain('type="password"');
  expect(html).toContain(adminEn.login.password);
});
