import { ContentProvider } from "../../../content/ContentProvider";
import { Text } from "../../../content/Text";
import { siteBase } from "../../../lib/template-site";
import { SiteBaseContext } from "../../shared/SiteBase";
import type { SiteChromeProps } from "../../template-site";
import { cutCommonCopy } from "../content/pages-common";
import { CutHeader } from "../chrome/CutHeader";
import { lazyComponent } from "../../../ui/lazy-component";
import { LazyPart } from "../../../ui/LazyPart";

// Below the page: prerendered, its code loads once the page has hydrated.
const CutFooter = lazyComponent(() => import("../chrome/CutFooter"), "CutFooter");

/**
 * The chrome of the barbershop's sub-pages (SPEC §2.10): skip link, its own
 * header, the page and its footer, in the shop's dark-and-gold look.
 */
export default function CutDistrictChrome({
  linkBase,
  mainId = "main",
  className = "",
  children,
}: SiteChromeProps) {
  return (
    <ContentProvider namespace="cutCommon" copy={cutCommonCopy}>
      <SiteBaseContext value={linkBase || siteBase("cut-district")}>
        <div
          className={`site-look theme-cut-district flex min-h-dvh flex-col bg-bg text-fg ${className}`}
        >
          <a
            href={`#${mainId}`}
            className="sr-only z-50 bg-accent px-4 py-2 font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            <Text id="cutCommon.skipLink" />
          </a>
          <CutHeader />
          <main id={mainId} tabIndex={-1} className="flex-1 outline-none">
            {children}
          </main>
          <LazyPart>
            <CutFooter />
          </LazyPart>
        </div>
      </SiteBaseContext>
    </ContentProvider>
  );
}
