import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, it, vi } from "vitest";
import { ContentProvider } from "../content/ContentProvider";
import { commonCopy } from "../i18n/common";
import { LocaleProvider } from "../i18n/LocaleProvider";
import QuoteModal from "./QuoteModal";

const render = (path: string) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <LocaleProvider>
        <ContentProvider namespace="common" copy={commonCopy}>
          <QuoteModal open onOpenChange={() => {}} options={{}} />
        </ContentProvider>
      </LocaleProvider>
    </MemoryRouter>,
  );

// As on a fresh clone's `npm start`, whatever the local .env holds.
vi.mock("../site.config", async (original) => ({
  ...(await original<typeof import("../site.config")>()),
  emailJs: { publicKey: "", serviceId: "", templateId: "" },
}));

it("says plainly that it cannot send when the EmailJS ids are not configured", () => {
  const html = render("/");
  expect(html).toContain("Online requests aren&#x27;t switched on yet");
  expect(html).toContain("Call (705) 555-0142");
  expect(html).toContain('href="sms:+17055550142"');
  expect(render("/fr")).toContain("Les demandes en ligne ne sont pas encore activées");
});
