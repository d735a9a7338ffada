import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { galleryCopy } from "../gallery/content/gallery";
import { TemplateCard } from "../gallery/TemplateCard";
import { LocaleProvider } from "../i18n/LocaleProvider";
import type { Locale } from "../lib/storage-keys";
import { processCopy } from "../studio/content/process";
import { gallerySites } from "../templates/manifest";
import { lookupTemplate } from "../templates/registry";
import { ContentProvider } from "./ContentProvider";
import { copyFields, registeredCopy } from "./registry";
import { homeCopy } from "../studio/content/home";
import { homeSectionsCopy } from "../studio/content/home-sections";
import { homeEn } from "../studio/content/home.en";
import { homeSectionsFr } from "../studio/content/home-sections.fr";
import { homeFr } from "../studio/content/home.fr";
import { Text } from "./Text";
import { withCopyPart } from "./withCopyPart";
import { setCopyLayer, type CopyOverride } from "./copy-layer";

// Every copy bundle registers itself when its module loads; load them all, as the pages would.
// Not the test files beside them: their tests would run a second time, inside this file.
import.meta.glob(
  ["/app/**/content/*.ts", "/app/i18n/*.ts", "!/app/**/*.{en,fr}.ts", "!/app/**/*.test.ts"],
  { eager: true },
);

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
      miningMeta: "mining",
    });
  });

  it("holds a namespace that comes in parts whole, its ids unchanged (the studio home)", () => {
    const home = entries.filter((entry) => entry.namespace === "home");
    expect(home).toHaveLength(1);
    for (const locale of ["en", "fr"] as const) {
      const ids = copyFields(home[0]!, locale).map((field) => field.id);
      expect(ids).toContain("home.hero.title");
      expect(ids).toContain("home.services.cards.2.title");
      expect(ids).toContain("home.ready.title");
    }
    const sections = new Set(copyFields(home[0]!, "en").map((field) => field.section));
    expect([...sections].sort()).toEqual(["hero", "meta", "pillars", "ready", "services"]);
  });

  it("lists each gallery template's card as its own instance of the templateCard copy", () => {
    const cards = entries.filter((entry) => entry.namespace === "templateCard");
    const slugs = gallerySites().map((site) => site.slug);
    expect(cards.map((card) => card.instance).sort()).toEqual([...slugs].sort());
    for (const slug of slugs) {
      const card = cards.find((entry) => entry.instance === slug)!;
      expect(card.page).toBe("templates");
      const fields = copyFields(card, "fr");
      for (const [section, field] of [
        ["title", ""],
        ["industry", ""],
        ["coverAlt", ""],
        ["tags", "0"],
        ["highlights", "2"],
        ["metrics", "size"],
        ["portfolio", "title"],
      ]) {
        const id = ["templateCard", section, field].filter(Boolean).join(".");
        expect(fields).toContainEqual(
          expect.objectContaining({ page: "templates", instance: slug, section, field, id }),
        );
      }
    }
  });

  it("lists the mining pages' titles and descriptions", () => {
    const meta = entries.find((entry) => entry.namespace === "miningMeta")!;
    const fields = copyFields(meta, "en");
    expect(fields.map((field) => field.section)).toEqual(
      expect.arrayContaining(["home", "about", "services", "projects", "news", "contact"]),
    );
    expect(fields).toContainEqual(
      expect.objectContaining({
        page: "mining",
        section: "about",
        field: "description",
        id: "miningMeta.about.description",
      }),
    );
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

  it.each(
    entries.map(
      (entry) => [[entry.namespace, entry.instance].filter(Boolean).join(":"), entry] as const,
    ),
  )("%s: the French fields are the English ones, none empty", (_namespace, entry) => {
    const ids = (locale: "en" | "fr") => copyFields(entry, locale).map((field) => field.id);
    expect(ids("fr")).toEqual(ids("en"));
    expect(copyFields(entry, "fr").filter((field) => field.value.trim() === "")).toEqual([]);
  });

  it("types a provider's copy by its namespace", () => {
    // @ts-expect-error: the process page's copy is not the home namespace's.
    const wrong = <ContentProvider namespace="home" copy={processCopy} children={null} />;
    const right = <ContentProvider namespace="process" copy={processCopy} children={null} />;
    expect([wrong.props.namespace, right.props.namespace]).toEqual(["home", "process"]);
  });

  it("gives a section wrapped in its part both its own words and the page's", () => {
    setCopyLayer({ override: null });
    const Both = () => (
      <p>
        <Text id="home.hero.title" />|<Text id="home.ready.title" />
      </p>
    );
    const Section = withCopyPart("home", homeSectionsCopy, Both);
    const textOf = (path: string) =>
      renderToString(
        <MemoryRouter initialEntries={[path]}>
          <LocaleProvider>
            <ContentProvider namespace="home" copy={homeCopy}>
              <Section />
            </ContentProvider>
          </LocaleProvider>
        </MemoryRouter>,
      )
        .replace(/<!-- -->|<[^>]+>/g, "")
        .replace(/&#x27;/g, "'");
    expect(textOf("/")).toBe(`${homeEn.hero.title}|${homeSectionsCopy.en.ready.title}`);
    expect(textOf("/fr")).toBe(`${homeFr.hero.title}|${homeSectionsFr.ready.title}`);
  });

  describe("a gallery card renders its words through its templateCard copy", () => {
    const [first, second] = gallerySites().map((site) => site.slug);
    const render = (locale: Locale, override: CopyOverride | null = null) => {
      setCopyLayer({ override });
      return renderToString(
        <MemoryRouter initialEntries={[locale === "fr" ? "/fr/templates" : "/templates"]}>
          <LocaleProvider>
            <ContentProvider namespace="gallery" copy={galleryCopy}>
              <ul>
                {[first!, second!].map((slug) => (
                  <TemplateCard
                    key={slug}
                    record={lookupTemplate(slug, locale)!}
                    comparing={false}
                    eager={false}
                    first={false}
                    onPreview={() => {}}
                    onCompare={() => {}}
                  />
                ))}
              </ul>
            </ContentProvider>
          </LocaleProvider>
        </MemoryRouter>,
      );
    };

    it("shows the dictionary's words in the page's language", () => {
      const card = lookupTemplate(first!, "fr")!.card.fr;
      const html = render("fr");
      expect(html).toContain(`>${card.title}</h2>`);
      expect(html).toContain(`alt="${card.coverAlt.replace(/'/g, "&#x27;")}"`);
      expect(html).toContain(card.tags[0]);
      expect(html).toContain(card.metrics.size);
    });

    it("asks the owner's edits first, for the id and the card's slug", () => {
      const asked: string[] = [];
      const override: CopyOverride = (locale, id, instance) => {
        if (id.startsWith("templateCard.")) asked.push(`${instance}:${id}`);
        if (locale !== "fr" || instance !== first) return undefined;
        if (id === "templateCard.title") return "Mine modifiée";
        if (id === "templateCard.tags.1") return "Étiquette modifiée";
        return undefined;
      };
      const html = render("fr", override);
      expect(asked).toEqual(
        expect.arrayContaining([
          `${first}:templateCard.title`,
          `${first}:templateCard.coverAlt`,
          `${first}:templateCard.highlights.0`,
          `${first}:templateCard.metrics.languages`,
          `${second}:templateCard.title`,
        ]),
      );
      expect(html).toContain(">Mine modifiée</h2>");
      expect(html).toContain("Étiquette modifiée");
      // The edited title is also the one the buttons' labels name.
      expect(html).toContain('aria-label="Aperçu de Mine modifiée');
      // The other card keeps its own title.
      expect(html).toContain(`>${lookupTemplate(second!, "fr")!.title}</h2>`);
      expect(html.match(/Mine modifiée<\/h2>/g)).toHaveLength(1);
    });
  });
});
