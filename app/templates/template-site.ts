import type { ReactNode } from "react";
import type { GalleryCards } from "./gallery-card";
import type { TemplateBrand } from "./shared/brand";

export type Difficulty = "Starter" | "Intermediate" | "Pro";
export type MotionLevel = "Low" | "Medium" | "High";

/** The figures every gallery card shows: its size (pages or sections), accessibility score, languages. */
export type MetricKey = "size" | "accessibility" | "languages";

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
interface SiteBasics {
  /** Its address: /templates/<slug>. */
  slug: string;
  /**
   * The folder of its route modules, from app/ (routes.ts): `layout.tsx`, the
   * layout route around all its pages; `home.tsx`, its home; and one module
   * per sub-page, named after it (`about.tsx`). Each exports its page's `meta`.
   */
  routes: string;
  /** The session template context it stores when entered (SPEC §3.2, §4). */
  context: string;
  /** The theme it stores in browser storage, when it has a look of its own. */
  theme?: string;
  /** Which construction set it is, stored as `constructionContext` when entered (SPEC §3.2). */
  constructionContext?: "premium" | "simple";
  /** The fictional company its chrome shows. */
  brand?: TemplateBrand;
  /** Present when the gallery shows it. */
  gallery?: GalleryFacts;
  /** The portfolio's small poster: an icon name and its colours. Decorative. */
  emblem: { icon: EmblemIcon; className: string };
}

/** A site of one page: /templates/<slug> shows its home whole, header and footer included. */
export interface OnePageSite extends SiteBasics {
  kind: "one-page";
}

/** A site of several pages: its sub-pages, /templates/<slug>/<page>, inside its chrome. */
export interface MultiPageSite<Page extends string = string> extends SiteBasics {
  kind: "multi-page";
  /** Its sub-pages (SPEC §2.1). */
  pages: readonly Page[];
  /**
   * Its home at /templates/<slug>, if it has one: inside the chrome of its
   * sub-pages, its links leading to the main pages, or a whole page drawing its
   * own header and footer (the barbershop's one-page home).
   */
  home?: "in-chrome" | "whole";
  /** A second address of its home outside /templates, without locale or slash ("construction"). */
  homeAlias?: string;
}

/**
 * One template site (app/templates/README.md): everything the route table,
 * the prerender list, browser storage, the gallery and the studio's pages
 * need to know about it. Listed once in `manifest.ts`.
 */
export type TemplateSite = OnePageSite | MultiPageSite;

export type EmblemIcon = "pickaxe" | "hard-hat" | "scissors" | "bot" | "snowflake";
