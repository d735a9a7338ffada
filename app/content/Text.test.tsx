import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, it, vi } from "vitest";
import { commonCopy } from "../i18n/common";
import { LocaleProvider } from "../i18n/LocaleProvider";
import { ContentProvider } from "./ContentProvider";
import { Text } from "./Text";
import { setCopyLayer, type CopyOverride } from "./copy-layer";

// One published edit (README, "Publishing copy edits"): English skip link only.
vi.mock("./published", () => ({
  publishedText: (locale: string, id: string) =>
    locale === "en" && id === "common.skipLink" ? "Skip to the published content" : undefined,
}));

const render = (path: string, override: CopyOverride | null = null) => {
  setCopyLayer({ override });
  const text = (
    <ContentProvider namespace="common" copy={commonCopy}>
      <Text id="common.skipLink" />
    </ContentProvider>
  );
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <LocaleProvider>{text}</LocaleProvider>
    </MemoryRouter>,
  );
};

it("renders the published edit, else the dictionary's text, in the page's language", () => {
  expect(render("/")).toBe("Skip to the published content");
  expect(render("/fr")).toBe(commonCopy.fr.skipLink);
});

it("renders the owner's edit for that language first, as text", () => {
  const override: CopyOverride = (locale, id) =>
    locale === "fr" && id === "common.skipLink" ? "<b>Aller au contenu</b>" : undefined;
  expect(render("/fr", override)).toBe("&lt;b&gt;Aller au contenu&lt;/b&gt;");
  expect(render("/", override)).toBe("Skip to the published content");
  const english: CopyOverride = (locale) => (locale === "en" ? "Owner's own" : undefined);
  expect(render("/", english)).toBe("Owner&#x27;s own");
});
