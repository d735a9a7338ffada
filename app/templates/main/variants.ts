import type { MainPage, MainVariant } from "../../lib/template-site";
import { lazyComponent } from "../../ui/lazy-component";

/** The chrome each variant of the main pages borrows from its site (SPEC §2.1). */
export const VARIANT_CHROME = {
  mining: lazyComponent(() => import("../mining/MiningSite"), "default"),
  construction: lazyComponent(() => import("../construction/ConstructionSite"), "default"),
} satisfies Record<MainVariant, unknown>;

/** The page each variant shows at /about … /contact: its site's route module of that name. */
export const VARIANT_PAGES = {
  mining: {
    about: lazyComponent(() => import("../mining/routes/about"), "default"),
    services: lazyComponent(() => import("../mining/routes/services"), "default"),
    projects: lazyComponent(() => import("../mining/routes/projects"), "default"),
    news: lazyComponent(() => import("../mining/routes/news"), "default"),
    contact: lazyComponent(() => import("../mining/routes/contact"), "default"),
  },
  construction: {
    about: lazyComponent(() => import("../construction/routes/about"), "default"),
    services: lazyComponent(() => import("../construction/routes/services"), "default"),
    projects: lazyComponent(() => import("../construction/routes/projects"), "default"),
    news: lazyComponent(() => import("../construction/routes/news"), "default"),
    contact: lazyComponent(() => import("../construction/routes/contact"), "default"),
  },
} satisfies Record<MainVariant, Record<MainPage, unknown>>;

/** The titles of each variant's pages, the meta module of its site. */
export const VARIANT_META = {
  mining: () => import("../mining/meta").then((module) => module.miningPageMeta),
  construction: () => import("../construction/meta").then((module) => module.constructionPageMeta),
} satisfies Record<MainVariant, unknown>;
