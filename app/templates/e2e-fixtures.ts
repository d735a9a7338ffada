import type { GalleryCards } from "./gallery-card";
import { COVER_SIZE, type TemplateData } from "./gallery-record";
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
  hasPage: false,
  loadCard: () => Promise.resolve({ galleryCards: fixtureCards() }),
});

/**
 * Extra registry records for the browser-test build only (VITE_E2E_FIXTURES=1),
 * so tests can reach states the real five never do. Functions, so that a
 * production build, which never calls them, drops them and what they import.
 */
export const fixtureData = (): readonly TemplateData[] => [
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

/** The fixtures' cards: the robot's words under another title. */
export const fixtureCards = (): GalleryCards => ({
  "e2e-external": card("Aurora External Demo"),
  "e2e-unsafe": card("Unsafe Demo"),
  "e2e-missing": card("Missing Demo"),
});
