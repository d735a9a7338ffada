import { useSyncExternalStore } from "react";
import { read, subscribe } from "../../lib/storage";
import {
  isTemplatePath,
  navVariant,
  templateHomePath,
  type NavVariant,
} from "../../lib/template-nav";

const readContext = () => ({
  templateContext: read("templateContext"),
  miningContext: read("miningContext"),
  constructionContext: read("constructionContext"),
});

/**
 * The navigation variant and home link for `pathname` (SPEC §2.5), from the
 * session context, re-read whenever storage changes. Prerendered HTML gets the
 * context-free answer; the client switches after hydration.
 */
export function useTemplateNav(pathname: string): { variant: NavVariant; homeHref: string } {
  const variant = useSyncExternalStore(
    subscribe,
    () => navVariant(pathname, readContext()),
    () => (isTemplatePath(pathname) ? "template" : "studio"),
  );
  const homeHref = useSyncExternalStore(
    subscribe,
    () => templateHomePath({ constructionContext: read("constructionContext") }),
    () => "/templates",
  );
  return { variant, homeHref };
}
