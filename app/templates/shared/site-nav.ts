import type { TextId } from "../../content/namespaces";

/** One link of a site's navigation: to one of its pages (`to`), or to a section of the page (`anchor`). */
export type SiteNavLink = { label: TextId } & ({ to: string } | { anchor: string });

/**
 * A template site's navigation (the chrome contract, app/templates/README.md):
 * its links, and the names of its landmark, menu button and menu. Every site's
 * header draws it with `TemplateHeader`, in the site's `HeaderLook`.
 */
export interface SiteNav {
  labels: { nav: TextId; open: TextId; close: TextId; title: TextId };
  links: readonly SiteNavLink[];
}

/** The copy namespaces that name a navigation: each holds `label`, `openMenu`, `closeMenu`, `menuTitle`. */
type NavCopy =
  "templateUi.nav" | "cutCommon.nav" | "cutHome.nav" | "robotTemplate.nav" | "snowSquatch.nav";

/** The names of a navigation's landmark, menu button and menu, from its copy namespace. */
export const navLabels = (copy: NavCopy) =>
  ({
    nav: `${copy}.label`,
    open: `${copy}.openMenu`,
    close: `${copy}.closeMenu`,
    title: `${copy}.menuTitle`,
  }) as const satisfies SiteNav["labels"];

/** How a site's header looks: class strings for each of its parts, in the site's tokens. */
export interface HeaderLook {
  /** The `<header>`. */
  header: string;
  /** The row that holds the brand, the link bar and the actions. */
  row: string;
  /** The link bar's `<nav>`, hidden where the menu shows. */
  bar: string;
  list: { bar: string; menu: string };
  link: { bar: string; menu: string };
  /** The menu: its wrapper (which hides it where the bar shows), button, panel and title. */
  menu: { wrapper?: string; button: string; panel: string; title: string };
}
