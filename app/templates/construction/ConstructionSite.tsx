import { ContentProvider } from "../../content/ContentProvider";
import { constructionBrand, constructionLookOf, SIMPLE_SLUG } from "./brand";
import { templateUiCopy } from "../shared/content/ui";
import { constructionCommonCopy } from "./content/common";
import { SiteBaseContext } from "../shared/SiteBase";
import { TemplateChrome } from "../shared/TemplateChrome";
import type { SiteChromeProps } from "../template-site";
import { lazyComponent } from "../../ui/lazy-component";

// Below the page: prerendered, its code loads once the page has hydrated (TemplateChrome).
const ConstructionFooter = lazyComponent(
  () => import("./ConstructionFooter"),
  "ConstructionFooter",
);

/**
 * The construction template's chrome: its navigation (SPEC §2.5) and footer,
 * in the look its address calls for (`constructionLookOf`): the same pages
 * and components, re-skinned by the `theme-<look>` tokens of app.css.
 */
export default function ConstructionSite({
  pathname,
  linkBase,
  dualNav = false,
  mainId,
  className,
  children,
}: SiteChromeProps) {
  const look = constructionLookOf(pathname);
  // The simple look has a home of its own: its logo and Home link stay in that look.
  const simpleHome = look === "simple" ? `/templates/${SIMPLE_SLUG}` : undefined;
  return (
    <ContentProvider namespace="templateUi" copy={templateUiCopy}>
      <ContentProvider namespace="constructionCommon" copy={constructionCommonCopy}>
        <SiteBaseContext value={linkBase}>
          <TemplateChrome
            pathname={pathname}
            brand={constructionBrand}
            logoHref={simpleHome ?? "/construction"}
            homeHref={simpleHome}
            linkBase={linkBase}
            look={look}
            dualNav={dualNav}
            mainId={mainId}
            className={className}
            footer={<ConstructionFooter />}
          >
            {children}
          </TemplateChrome>
        </SiteBaseContext>
      </ContentProvider>
    </ContentProvider>
  );
}
