import { memo, Suspense, type ReactNode } from "react";
import { read } from "../../lib/storage";
import { mainVariantFor, type MainVariant } from "../../lib/template-site";
import { templateNavScript } from "../../lib/template-nav";
import { effectiveTheme } from "../../lib/theme";
import { useTheme } from "../../theme/ThemeProvider";
import { useHydrated } from "../../ui/useHydrated";
import { Dormant } from "./Dormant";
import { MainVariantContext } from "./MainVariant";
import { VARIANT_CHROME } from "./variants";

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
 * that site's code. Once hydrated (a transition) the dormant variant is
 * dropped; the chosen one is memoised, so dropping its twin does not render it
 * again.
 */
export function MainSites({ pathname, children }: { pathname: string; children: ReactNode }) {
  const settled = useHydrated();
  const { theme } = useTheme();
  const onServer = typeof window === "undefined";
  const chosen = settled ? mainVariantFor(theme) : onServer ? null : storedVariant();
  return (
    <>
      {!settled && (
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? templateNavScript : "" }}
        />
      )}
      {VARIANTS.filter((variant) => !settled || variant === chosen).map((variant) => (
        <VariantSite
          key={variant}
          variant={variant}
          shown={chosen === null || chosen === variant}
          pathname={pathname}
        >
          {children}
        </VariantSite>
      ))}
    </>
  );
}

/** One variant's site in its own Suspense boundary: its chrome around the page, or dormant. */
const VariantSite = memo(function VariantSite({
  variant,
  shown,
  pathname,
  children,
}: {
  variant: MainVariant;
  shown: boolean;
  pathname: string;
  children: ReactNode;
}) {
  const Chrome = VARIANT_CHROME[variant];
  return (
    <Suspense>
      <MainVariantContext value={variant}>
        {shown ? (
          <Chrome
            pathname={pathname}
            linkBase=""
            dualNav
            mainId={`main-${variant}`}
            className={`variant-${variant}`}
          >
            {children}
          </Chrome>
        ) : (
          <Dormant />
        )}
      </MainVariantContext>
    </Suspense>
  );
});
