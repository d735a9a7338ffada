import { ContentProvider } from "../../content/ContentProvider";
import { Text } from "../../content/Text";
import { TemplateChrome } from "../shared/TemplateChrome";
import { templateUiCopy } from "../shared/content/ui";
import { miningBrand, MINING_HOME } from "./brand";
import { miningCommonCopy } from "./content/common";
import type { SiteChromeProps } from "../template-site";
import { SiteBaseContext } from "../shared/SiteBase";
import { useHashTarget } from "../shared/useHashTarget";
import { lazyComponent } from "../../ui/lazy-component";

// Below the page: prerendered, its code loads once the page has hydrated (TemplateChrome).
const MiningFooter = lazyComponent(() => import("./MiningFooter"), "MiningFooter");

/**
 * The mining template's site: the simple look, the template navigation and the
 * mining footer around a page. `linkBase` keeps a template preview's links
 * inside /templates/modern-mining; the main pages and the home use "".
 */
export default function MiningSite({
  pathname,
  linkBase,
  dualNav = false,
  mainId,
  className,
  children,
}: SiteChromeProps) {
  useHashTarget();
  return (
    <ContentProvider namespace="templateUi" copy={templateUiCopy}>
      <ContentProvider namespace="miningCommon" copy={miningCommonCopy}>
        <SiteBaseContext value={linkBase}>
          <TemplateChrome
            pathname={pathname}
            brand={miningBrand}
            logoHref={MINING_HOME}
            linkBase={linkBase}
            tagline={<Text id="miningCommon.tagline" />}
            topBarNote={<Text id="miningCommon.hours" />}
            look="simple"
            dualNav={dualNav}
            mainId={mainId}
            // Its own faces inside the simple look (app.css, `.site-mining`).
            className={className ? `site-mining ${className}` : "site-mining"}
            footer={<MiningFooter />}
          >
            {children}
          </TemplateChrome>
        </SiteBaseContext>
      </ContentProvider>
    </ContentProvider>
  );
}
