import { Suspense, type ReactNode } from "react";
import { read } from "../../lib/storage";
import { mainVariantFor, type MainVariant } from "../../lib/template-site";
import { templateNavScript } from "../../lib/template-nav";
import { effectiveTheme } from "../../lib/theme";
import { useTheme } from "../../theme/ThemeProvider";
import { siteModule } from "../site-modules";
import { Dormant } from "./Dormant";
import { MainVariantContext } from "./MainVariant";
import { MAIN_VARIANT_SITES } from "./variants";
import { useHydrated } from "../../ui/useHydrated";

const VARIANTS: MainVariant[] = ["mining", "construction"];

/** The variant the visitor's stored theme picks, read before React's theme state exists. */
export const storedVariant = (): MainVariant =>
  mainVariantFor(effectiveTheme(read("templateContext"), read("theme")));

/**
 * The main pages (/about … /contact) in the mining variant, or the
 * construction one when the effective theme is premium (SPEC §2.1).
 *
 * The theme and the session context live in browser storage, which the
 * prerender cannot see. So the static HTML carries both variants, each with
 * both navigations, in a Suspense boundary each; the boot script's theme-*
 * class and the nav script's class on <html> show the right ones before the
 * first paint. While hydrating, the browser renders the other variant as
 * `Dormant`: its boundary keeps the server's HTML, hidden, without loading
 * that site's code. Once hydrated only the chosen variant remains.
 */
export function MainSites({ pathname, children }: { pathname: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const { theme } = useTheme();
  const onServer = typeof window === "undefined";
  const chosen = hydrated ? mainVariantFor(theme) : onServer ? null : storedVariant();
  const variants = hydrated ? [chosen!] : VARIANTS;
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
          <Suspense key={variant}>
            <MainVariantContext value={variant}>
              {chosen === null || chosen === variant ? <Chrome {...props} /> : <Dormant />}
            </MainVariantContext>
          </Suspense>
        );
      })}
    </>
  );
}
