import type { ReactNode } from "react";
import { mainVariantFor, type MainVariant } from "../../lib/template-site";
import { templateNavScript } from "../../lib/template-nav";
import { useTheme } from "../../theme/ThemeProvider";
import { siteModule } from "../site-modules";
import { MainVariantContext } from "./MainVariant";
import { MAIN_VARIANT_SITES } from "./variants";
import { useHydrated } from "../../ui/useHydrated";

/**
 * The main pages (/about … /contact) in the mining variant, or the
 * construction one when the effective theme is premium (SPEC §2.1).
 *
 * The theme and the session context live in browser storage, which the
 * prerender cannot see. So the static HTML carries both variants, each with
 * both navigations; the boot script's theme-* class and the nav script's
 * class on <html> show the right ones before the first paint, and once
 * hydrated only the chosen variant and navigation remain.
 */
export function MainSites({ pathname, children }: { pathname: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const { theme } = useTheme();
  const variants: MainVariant[] = hydrated ? [mainVariantFor(theme)] : ["mining", "construction"];
  return (
    <>
      {!hydrated && (
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? templateNavScript : "" }}
        />
      )}
      {variants.map((variant) => {
        const props = {
          pathname,
          linkBase: "",
          dualNav: !hydrated,
          mainId: `main-${variant}`,
          className: hydrated ? "" : `variant-${variant}`,
          children,
        };
        const { Component: Chrome } = siteModule(MAIN_VARIANT_SITES[variant].chrome!);
        return (
          <MainVariantContext key={variant} value={variant}>
            <Chrome {...props} />
          </MainVariantContext>
        );
      })}
    </>
  );
}
