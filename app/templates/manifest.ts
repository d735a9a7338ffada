import { cutDistrictSite } from "./cut-district/site";
import { modernConstructionSite, premiumConstructionSite } from "./construction/site";
import { miningSite } from "./mining/site";
import { robotSite } from "./robot/site";
import { snowSquatchSite } from "./snow-squatch/site";
import { stripLocale } from "../lib/locale-path";
import { sitePathOf } from "../lib/template-site";
import type { TemplateSite } from "./template-site";

/**
 * Every template site, one line each, in gallery order (app/templates/README.md).
 * Routes, prerender paths, stored contexts and themes, the gallery and the
 * studio's portfolio are all derived from this list.
 */
export const TEMPLATE_SITES: readonly TemplateSite[] = [
  miningSite,
  premiumConstructionSite,
  modernConstructionSite,
  cutDistrictSite,
  robotSite,
  snowSquatchSite,
];

/**
 * The only hosts a site's `gallery.externalUrl` may send the browser to
 * (SECURITY.md T5): exact host names (with the port when it is not 443),
 * compared whole, never by suffix; https only. Name the host here in the
 * change that gives a site an external address: the build refuses any other.
 */
export const ALLOWED_TEMPLATE_HOSTS: readonly string[] = [];

/** The site at /templates/<slug>, if there is one. */
export const siteBySlug = (slug: string): TemplateSite | undefined =>
  TEMPLATE_SITES.find((site) => site.slug === slug);

const siteSlugs = () => TEMPLATE_SITES.map((site) => site.slug);

/** The sites the gallery shows, in its order. */
export const gallerySites = () => TEMPLATE_SITES.filter((site) => site.gallery);

/** Its sub-pages: none for a one-page site. */
export const sitePages = (site: TemplateSite): readonly string[] =>
  site.kind === "multi-page" ? site.pages : [];

/** Whether /templates/<slug> is a page of its own. */
export const hasHome = (site: TemplateSite) => site.kind === "one-page" || Boolean(site.home);

/** Whether its home mounts inside the chrome of its sub-pages. */
export const homeInChrome = (site: TemplateSite) =>
  site.kind === "multi-page" && site.home === "in-chrome";

/** Its home's second address outside /templates ("construction"), if any. */
export const homeAliasOf = (site: TemplateSite) =>
  site.kind === "multi-page" ? site.homeAlias : undefined;

/** The site and page a path shows: `site` is undefined on the main pages (/about …). */
export function sitePageOf(pathname: string) {
  const bare = stripLocale(pathname).replace(/^\/|\/$/g, "");
  const aliased = TEMPLATE_SITES.find((site) => homeAliasOf(site) === bare);
  if (aliased) return { site: aliased, page: "" };
  const { slug, page } = sitePathOf(pathname, siteSlugs());
  return { site: slug ? siteBySlug(slug) : undefined, page };
}
