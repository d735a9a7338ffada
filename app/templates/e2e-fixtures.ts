import { COVER_SIZE, type GalleryCards, type TemplateData } from "./gallery-record";
import { robotGalleryEn } from "./robot/content/gallery.en";
import { robotSite } from "./robot/site";

const fixture = (slug: string, externalUrl?: string): TemplateData => ({
  slug,
  route: `/templates/${slug}`,
  context: "robot",
  difficulty: "Starter",
  motionLevel: "Low",
  cover: { src: robotSite.gallery!.cover, ...COVER_SIZE },
  metrics: { size: "1", accessibility: "100", languages: "EN" },
  externalUrl,
});

/**
 * Extra registry records compiled into the browser-test build only
 * (VITE_E2E_FIXTURES=1), so tests can reach states the real five never do.
 */
export const FIXTURE_DATA: readonly TemplateData[] = [
  fixture("e2e-external", "https://demo.example.com/aurora/"),
  fixture("e2e-unsafe", "javascript:alert(document.domain)"),
  fixture("e2e-missing"),
];

/** The host of `e2e-external`, allowed in the browser-test build only. */
export const FIXTURE_HOSTS: readonly string[] = ["demo.example.com"];

const card = (title: string) => {
  const copy = { ...robotGalleryEn, title };
  return { en: copy, fr: copy };
};

export const FIXTURE_CARDS: GalleryCards = {
  "e2e-external": card("Aurora External Demo"),
  "e2e-unsafe": card("Unsafe Demo"),
  "e2e-missing": card("Missing Demo"),
};
