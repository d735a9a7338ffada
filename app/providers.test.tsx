import { renderToString } from "react-dom/server";
import { MemoryRouter, UNSAFE_ErrorResponseImpl } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { useAdmin } from "./admin/useAdmin";
import { useLocale } from "./i18n/LocaleProvider";
import { useQuote } from "./quote/QuoteProvider";
import { ErrorBoundary } from "./root";
import { useTheme } from "./theme/ThemeProvider";

/** Renders a component that calls `hook` outside any provider. */
function callOutside(hook: () => unknown) {
  function Probe() {
    hook();
    return null;
  }
  return () => renderToString(<Probe />);
}

describe("providers (SPEC §8)", () => {
  it.each([
    ["useLocale", useLocale, "useLocale must be used inside <LocaleProvider>."],
    ["useTheme", useTheme, "useTheme must be used inside <ThemeProvider>."],
    ["useAdmin", useAdmin, "useAdmin must be used inside <AdminProvider>."],
    ["useQuote", useQuote, "useQuote must be used inside <QuoteProvider>."],
  ])("%s throws a clear error outside its provider", (_name, hook, message) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(callOutside(hook)).toThrow(message);
  });
});

describe("error boundary (SPEC §8)", () => {
  const render = (error: unknown, path = "/") =>
    renderToString(
      <MemoryRouter initialEntries={[path]}>
        <ErrorBoundary error={error} params={{}} loaderData={undefined} />
      </MemoryRouter>,
    );

  it("shows the title with a route error's status", () => {
    const html = render(new UNSAFE_ErrorResponseImpl(503, "Service Unavailable", null));
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("503 Service Unavailable");
  });

  it("shows the title with an exception's message", () => {
    const html = render(new Error("Cannot read the template registry"));
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Cannot read the template registry");
  });

  it("speaks French under /fr", () => {
    expect(render(new Error("x"), "/fr/process")).toContain("Erreur inattendue");
  });
});
