import { useEffect } from "react";
import type { MainPage, MainVariant } from "../../lib/template-site";
import { VARIANT_META } from "./variants";

/** The variant whose title and description the prerendered main pages carry: premium's (SPEC §3.2 default). */
export const PRERENDERED_VARIANT: MainVariant = "construction";

/**
 * The tab's title follows the variant shown: the static HTML carries the
 * default variant's, so a visitor shown the other site gets its title once the
 * page runs.
 */
export function useVariantTitle(variant: MainVariant, page: MainPage, pathname: string) {
  useEffect(() => {
    if (variant === PRERENDERED_VARIANT) return;
    let current = true;
    void VARIANT_META[variant]().then((siteMeta) => {
      const title = siteMeta(page, pathname).find((entry) => "title" in entry);
      if (current && title && "title" in title) document.title = String(title.title);
    });
    return () => {
      current = false;
    };
  }, [variant, page, pathname]);
}
