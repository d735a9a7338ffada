import { ContentProvider } from "../../content/ContentProvider";
import { constructionBrand, constructionLookOf } from "./brand";
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
  return (
    <ContentProvider namespace="templateUi" copy={templateUiCopy}>
      <ContentProvider namespace="constructionCommon" copy={constructionCommonCopy}>
        <SiteBaseContext value={linkBase}>
          <TemplateChrome
            pathname={pathname}
            brand={constructionBrand}
            logoHref="/construction"
            linkBase={linkBase}
            look={constructionLookOf(pathname)}
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
