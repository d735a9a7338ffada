import type { ComponentType, ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import type { GalleryCards } from "./gallery-card";
import type { TemplateBrand } from "./shared/brand";

export type Difficulty = "Starter" | "Intermediate" | "Pro";
export type MotionLevel = "Low" | "Medium" | "High";

/** The figures every gallery card shows: its size (pages or sections), accessibility score, languages. */
export type MetricKey = "size" | "accessibility" | "languages";

/** A module whose default export is a component, loaded on demand. */
export type LazyModule<P = object> = () => Promise<{ default: ComponentType<P> }>;

/** What a template site's chrome (navigation and footer) is given around a page. */
export interface SiteChromeProps {
  pathname: string;
  /** "" on the main pages, "/templates/<slug>" on the template's own sub-pages. */
  linkBase: string;
  /** The prerendered main pages carry both navigations until they hydrate. */
  dualNav?: boolean;
  mainId?: string;
  className?: string;
  children: ReactNode;
}

/**
 * Title, description and links of one of a site's pages, or of its home.
 * Declared as a method so that a site's own page names still fit the
 * manifest's list of every site (a method's parameters compare both ways).
 */
export type SiteMeta<Page extends string = string> = {
  meta(page: Page | "home", pathname: string): MetaDescriptor[];
}["meta"];

/** How a template is shown in the gallery (SPEC §3.3); its words live in `content/gallery.*`. */
interface GalleryFacts {
  difficulty: Difficulty;
  motionLevel: MotionLevel;
  /** Its figures, in the order shown; their labels are its card copy's `metrics`. */
  metrics: Record<MetricKey, string>;
  /** The poster, original art on a 1200 × 750 canvas. */
  cover: string;
  /** Redirected to (SPEC §2.9) only when https on a host in `ALLOWED_TEMPLATE_HOSTS` (manifest.ts). */
  externalUrl?: string;
  /**
   * Its card's words in both languages (`content/gallery.ts`): the module the
   * gallery loads for it, one template after another (SPEC §7).
   */
  card: () => Promise<{ galleryCards: GalleryCards }>;
}

/** What every template site's record says, whatever its shape. */
interface SiteBasics<Page extends string> {
  /** Its address: /templates/<slug>. */
  slug: string;
  /** The session template context it stores when entered (SPEC §3.2, §4). */
  context: string;
  /** The theme it stores in browser storage, when it has a look of its own. */
  theme?: string;
  /** Which construction set it is, stored as `constructionContext` when entered (SPEC §3.2). */
  constructionContext?: "premium" | "simple";
  /** The fictional company its chrome shows. */
  brand?: TemplateBrand;
  /**
   * The titles, descriptions and links of its home ("home") and sub-pages, in a
   * module of their own: the route loads it (app/templates/route-meta.ts), so
   * no site's titles ride in the manifest the gallery and every page load.
   */
  meta?: () => Promise<SiteMeta<Page>>;
  /** Present when the gallery shows it. */
  gallery?: GalleryFacts;
  /** The portfolio's small poster: an icon name and its colours. Decorative. */
  emblem: { icon: EmblemIcon; className: string };
}

/**
 * A site of one page: /templates/<slug> shows its `home` view whole, header
 * and footer included (titled by `meta("home")`, else by its gallery card).
 */
export interface OnePageSite extends SiteBasics<never> {
  kind: "one-page";
  home: LazyModule;
}

/**
 * The home of a site of several pages: mounted inside the site's chrome like
 * its sub-pages (`inChrome`, its links leading to the main pages), or a view
 * that draws its own header and footer (the barbershop's one-page home).
 */
interface MultiPageHome {
  inChrome: boolean;
  module: LazyModule;
}

/** A site of several pages: its sub-pages, /templates/<slug>/<page>, inside its `chrome`. */
export interface MultiPageSite<Page extends string> extends SiteBasics<Page> {
  kind: "multi-page";
  /** Its sub-pages (SPEC §2.1). */
  pages: readonly Page[];
  /** The chrome (header and footer) around its sub-pages. */
  chrome: LazyModule<SiteChromeProps>;
  /** The module of each sub-page (only called with one of `pages`). */
  pageModule(page: Page): LazyModule;
  /** Its home at /templates/<slug>, if it has one. */
  home?: MultiPageHome;
  /** A second address of an in-chrome home outside /templates, without locale or slash ("construction"). */
  homeAlias?: string;
}

/**
 * One template site (app/templates/README.md): everything the route table,
 * the prerender list, browser storage, the gallery and the studio's pages
 * need to know about it. Listed once in `manifest.ts`.
 */
export type TemplateSite<Page extends string = string> = OnePageSite | MultiPageSite<Page>;

export type EmblemIcon = "pickaxe" | "hard-hat" | "scissors" | "bot" | "snowflake";
