import type { TextId } from "../../content/namespaces";
import type { MainPage } from "../../lib/template-site";

export interface NavLinkItem {
  /** A main page, or "home" for the home link (its target follows SPEC §2.5). */
  page: MainPage | "home";
  label: TextId;
}

/** SPEC §2.5: Home, About, Services, Projects, News, Contact. */
export const NAV_LINKS: readonly NavLinkItem[] = [
  { page: "home", label: "templateUi.nav.links.home" },
  { page: "about", label: "templateUi.nav.links.about" },
  { page: "services", label: "templateUi.nav.links.services" },
  { page: "projects", label: "templateUi.nav.links.projects" },
  { page: "news", label: "templateUi.nav.links.news" },
  { page: "contact", label: "templateUi.nav.links.contact" },
];

/** Where a link goes: the home rule's target, or the page under the site's base path. */
export const hrefOf = (item: NavLinkItem, homeHref: string, linkBase: string) =>
  item.page === "home" ? homeHref : `${linkBase}/${item.page}`;
