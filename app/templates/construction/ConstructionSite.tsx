import { ContentProvider } from "../../content/ContentProvider";
import { constructionBrand } from "./brand";
import { templateUiCopy } from "../shared/content/ui";
import { PlaceholderFooter } from "./PlaceholderFooter";
import { TemplateChrome } from "../shared/TemplateChrome";
import type { SiteChromeProps } from "../template-site";

/**
 * The construction template's chrome until that template is built: its
 * navigation (SPEC §2.5) and a short footer around a "coming soon" page.
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
      <TemplateChrome
        pathname={pathname}
        brand={constructionBrand}
        logoHref="/construction"
        linkBase={linkBase}
        dualNav={dualNav}
        mainId={mainId}
        className={className}
        footer={<PlaceholderFooter />}
      >
        {children}
      </TemplateChrome>
    </ContentProvider>
  );
}
