import { stripLocale } from "./locale-path";
import { STORAGE_KEYS, type TemplateContext } from "./storage-keys";

/**
 * SPEC §2.5: which navigation the main pages and template pages show, and
 * where its home link goes. Plain functions of the path and the session
 * context, so the rule is tested once here and the pre-paint script below
 * can be checked against it.
 */
export type NavVariant = "template" | "studio";

export interface NavContext {
  templateContext: TemplateContext | null;
  miningContext: "simple" | null;
  constructionContext: "premium" | "simple" | null;
}

export const NO_CONTEXT: NavContext = {
  templateContext: null,
  miningContext: null,
  constructionContext: null,
};

/** A template's own pages: `/templates/<slug>` and below (not the gallery itself). */
export function isTemplatePath(pathname: string): boolean {
  return /^\/templates\/[^/]+/.test(stripLocale(pathname));
}

/**
 * The template variant (mining or construction logo, phone and e-mail bar,
 * "View Templates") when the path is a template path, or the session template
 * context is mining or construction, or the mining or construction context is
 * the simple one. Otherwise the studio's own navigation ("Get Quote").
 */
export function navVariant(pathname: string, context: NavContext): NavVariant {
  if (isTemplatePath(pathname)) return "template";
  if (context.templateContext === "mining" || context.templateContext === "construction") {
    return "template";
  }
  if (context.miningContext === "simple" || context.constructionContext === "simple") {
    return "template";
  }
  return "studio";
}

/** The home link: the premium construction home in a premium construction context, else the gallery. */
export function templateHomePath(context: Pick<NavContext, "constructionContext">) {
  return context.constructionContext === "premium" ? "/construction" : "/templates";
}

/** The class the pre-paint script puts on <html> when the template navigation applies. */
export const TEMPLATE_NAV_CLASS = "nav-template";

/**
 * Runs before the navigation is parsed on a prerendered main page, so the
 * right variant shows from the first paint (the page carries both until it
 * hydrates). The same rule as `navVariant` for a non-template path.
 */
export const templateNavScript = `(function(){try{var s=sessionStorage,c=s.getItem(${JSON.stringify(
  STORAGE_KEYS.templateContext,
)});if(c==="mining"||c==="construction"||s.getItem(${JSON.stringify(
  STORAGE_KEYS.miningContext,
)})==="simple"||s.getItem(${JSON.stringify(
  STORAGE_KEYS.constructionContext,
)})==="simple")document.documentElement.classList.add(${JSON.stringify(TEMPLATE_NAV_CLASS)})}catch(e){}})();`;
