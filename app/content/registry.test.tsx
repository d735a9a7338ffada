import { describe, expect, it } from "vitest";
import { processCopy } from "../studio/content/process";
import { ContentProvider } from "./ContentProvider";
import { copyFields, registeredCopy } from "./registry";

// Every copy bundle registers itself when its module loads; load them all, as the pages would.
import.meta.glob(["/app/**/content/*.ts", "/app/i18n/*.ts", "!/app/**/*.{en,fr}.ts"], {
  eager: true,
});

describe("the runtime copy registry", () => {
  const entries = registeredCopy();

  it("lists the namespaces of the studio, the gallery and the template sites with their pages", () => {
    const pages = Object.fromEntries(entries.map((entry) => [entry.namespace, entry.page]));
    expect(pages).toMatchObject({
      common: "site",
      home: "home",
      gallery: "templates",
      templateUi: "template sites",
      miningAbout: "mining/about",
    });
  });

  it("lists every field of a namespace as page, section and field, with the id <Text> uses", () => {
    const home = entries.find((entry) => entry.namespace === "home")!;
    const fields = copyFields(home, "en");
    expect(fields.length).toBeGreaterThan(20);
    expect(fields).toContainEqual(
      expect.objectContaining({
        page: "home",
        section: "hero",
        field: "title",
        id: "home.hero.title",
      }),
    );
    expect(fields.some((field) => /^cards\.\d+\.title$/.test(field.field))).toBe(true);
  });

  it.each(entries.map((entry) => [entry.namespace, entry] as const))(
    "%s: the French fields are the English ones, none empty",
    (_namespace, entry) => {
      const ids = (locale: "en" | "fr") => copyFields(entry, locale).map((field) => field.id);
      expect(ids("fr")).toEqual(ids("en"));
      expect(copyFields(entry, "fr").filter((field) => field.value.trim() === "")).toEqual([]);
    },
  );

  it("types a provider's copy by its namespace", () => {
    // @ts-expect-error: the process page's copy is not the home namespace's.
    const wrong = <ContentProvider namespace="home" copy={processCopy} children={null} />;
    const right = <ContentProvider namespace="process" copy={processCopy} children={null} />;
    expect([wrong.props.namespace, right.props.namespace]).toEqual(["home", "process"]);
  });
});
