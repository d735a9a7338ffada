import { ContentProvider } from "../../content/ContentProvider";
import { constructionBrand } from "./brand";
import { templateUiCopy } from "../shared/content/ui";
import { PlaceholderFooter } from "./PlaceholderFooter";
import { SiteBaseContext } from "../shared/SiteBase";
import { TemplateChrome } from "../shared/TemplateChrome";
import type { SiteChromeProps } from "../template-site";

/**
 * The construction template's chrome: its navigation (SPEC §2.5) and, until
 * its footer is built, a short one. `look` is the premium set's look (see
 * PremiumSite); the simple set keeps the default.
 */
export default function ConstructionSite({
  look,
  pathname,
  linkBase,
  dualNav = false,
  mainId,
  className,
  children,
}: SiteChromeProps & { look?: string }) {
  return (
    <ContentProvider namespace="templateUi" copy={templateUiCopy}>
      <SiteBaseContext value={linkBase}>
        <TemplateChrome
          pathname={pathname}
          brand={constructionBrand}
          logoHref="/construction"
          linkBase={linkBase}
          look={look}
          dualNav={dualNav}
          mainId={mainId}
          className={className}
          footer={<PlaceholderFooter />}
        >
          {children}
        </TemplateChrome>
      </SiteBaseContext>
    </ContentProvider>
  );
}
