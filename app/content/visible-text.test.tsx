import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../i18n/LocaleProvider";
import { ProcessSteps } from "../studio/process/ProcessSteps";
import { processCopy } from "../studio/content/process";
import { templateStatusCopy } from "../templates/shared/content/status";
import { ProjectCard } from "../templates/mining/projects/ProjectCard";
import { LeadershipSection } from "../templates/mining/about/LeadershipSection";
import { miningProjectsCopy } from "../templates/mining/content/projects";
import { miningAboutCopy } from "../templates/mining/content/about";
import { miningAboutSectionsCopy } from "../templates/mining/content/about-sections";
import { SnowPricing } from "../templates/snow-squatch/home/SnowPricing";
import { snowSquatchCopy } from "../templates/snow-squatch/content/home";
import { snowSquatchSectionsCopy } from "../templates/snow-squatch/content/home-sections";
import { StudioQuote } from "../templates/robot/home/StudioQuote";
import { robotTemplateSectionsCopy } from "../templates/robot/content/home-sections";
import { ROBOT_SLUG } from "../templates/robot/brand";
import { robotGalleryEn } from "../templates/robot/content/gallery.en";
import { ContentProvider } from "./ContentProvider";
import { setCopyLayer, type CopyOverride } from "./copy-layer";

// The dictionary's words, without the edits published with this checkout.
vi.mock("./published", () => ({ publishedText: () => undefined }));

// The quote button shows, as an attribute, the template title its form will name.
vi.mock("../quote/QuoteButton", () => ({
  QuoteButton: ({
    options,
    children,
  }: {
    options?: { template?: { title: string } };
    children: ReactNode;
  }) => <button data-template={options?.template?.title}>{children}</button>,
}));

/** An owner's edits in this browser: `edits[locale][id]`, of `instance` when one is named. */
const owner =
  (edits: Partial<Record<"en" | "fr", Record<string, string>>>, instance?: string): CopyOverride =>
  (locale, id, shown) =>
    shown === instance ? edits[locale]?.[id] : undefined;

const render = (path: string, override: CopyOverride | null, page: ReactNode) => {
  setCopyLayer({ override });
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <LocaleProvider>{page}</LocaleProvider>
    </MemoryRouter>,
  );
};

afterEach(() => setCopyLayer({ override: null }));

/** Every value of an attribute in the HTML, unescaped as a reader gets it. */
const attributes = (html: string, name: string) =>
  [...html.matchAll(new RegExp(` ${name}="([^"]*)"`, "g"))].map(([, value]) =>
    value!.replaceAll("&#x27;", "'").replaceAll("&amp;", "&"),
  );
/** Every element text of the HTML that starts with `start`. */
const texts = (html: string, start: string) =>
  [...html.matchAll(new RegExp(`>(${start}[^<]*)<`, "g"))].map(([, text]) => text);

describe("a visible text outside an element's text follows the owner's edits", () => {
  it("a mining project card's image description names the edited project title", () => {
    const card = (
      <ContentProvider namespace="miningProjects" copy={miningProjectsCopy}>
        <ContentProvider namespace="templateStatus" copy={templateStatusCopy}>
          <ProjectCard id="levack-deep-shaft" position={0} />
        </ContentProvider>
      </ContentProvider>
    );
    const id = "miningProjects.featured.items.levack-deep-shaft.title";
    const title = miningProjectsCopy.en.featured.items["levack-deep-shaft"].title;
    expect(attributes(render("/", null, card), "alt")).toEqual([
      `Illustration of the ${title} site`,
    ]);
    const edited = owner({ en: { [id]: "Deep Shaft Two" } });
    expect(attributes(render("/", edited, card), "alt")).toEqual([
      "Illustration of the Deep Shaft Two site",
    ]);
    // In French, the owner's English edit stands in until the French is edited.
    expect(attributes(render("/fr", edited, card), "alt")[0]).toContain("Deep Shaft Two");
  });

  it("the process steps' list is labelled by the edited eyebrow", () => {
    const steps = (
      <ContentProvider namespace="process" copy={processCopy}>
        <ProcessSteps />
      </ContentProvider>
    );
    expect(attributes(render("/", null, steps), "aria-label")).toEqual([
      processCopy.en.hero.eyebrow,
    ]);
    const edited = owner({ en: { "process.hero.eyebrow": "Our way" }, fr: {} });
    expect(attributes(render("/", edited, steps), "aria-label")).toEqual(["Our way"]);
    const french = owner({ fr: { "process.hero.eyebrow": "Notre façon" } });
    expect(attributes(render("/fr", french, steps), "aria-label")).toEqual(["Notre façon"]);
  });

  it("a mining leader's portrait description names the edited name", () => {
    const section = (
      <ContentProvider namespace="miningAbout" copy={miningAboutCopy}>
        <LeadershipSection />
      </ContentProvider>
    );
    const id = "miningAbout.leadership.people.elise-gagnon.name";
    const name = miningAboutSectionsCopy.en.leadership.people["elise-gagnon"].name;
    const portrait = (who: string) =>
      miningAboutSectionsCopy.en.leadership.portrait.replace("{name}", who);
    expect(attributes(render("/", null, section), "alt")).toContain(portrait(name));
    const edited = owner({ en: { [id]: "Elise Tremblay" } });
    expect(attributes(render("/", edited, section), "alt")[0]).toBe(portrait("Elise Tremblay"));
  });

  it("a snow plan's button names the edited plan", () => {
    const pricing = (
      <ContentProvider namespace="snowSquatch" copy={snowSquatchCopy}>
        <SnowPricing />
      </ContentProvider>
    );
    const name = snowSquatchSectionsCopy.en.pricing.plans[0]!.name;
    expect(texts(render("/", null, pricing), "Choose ")[0]).toBe(`Choose ${name}`);
    const edited = owner({ en: { "snowSquatch.pricing.plans.0.name": "Laneway" } });
    expect(texts(render("/", edited, pricing), "Choose ")[0]).toBe("Choose Laneway");
  });

  it("the robot template's quote form names the template by its edited card title", () => {
    const contact = (
      <ContentProvider namespace="robotTemplate" copy={robotTemplateSectionsCopy}>
        <StudioQuote className="" />
      </ContentProvider>
    );
    expect(attributes(render("/", null, contact), "data-template")).toEqual([robotGalleryEn.title]);
    const edited = owner({ en: { "templateCard.title": "Robot Works" } }, ROBOT_SLUG);
    expect(attributes(render("/", edited, contact), "data-template")).toEqual(["Robot Works"]);
  });
});
