import { legalCopy } from "../studio/content/legal";
import { LegalPage, legalDocFor } from "../studio/LegalPage";
import { localeFromPath } from "../lib/locale-path";
import { pageMeta } from "../lib/page-meta";
import { site, siteOrigin } from "../site.config";

export function meta({ location }: { location: { pathname: string } }) {
  const copy = legalCopy[localeFromPath(location.pathname)][legalDocFor(location.pathname)];
  return pageMeta({
    path: location.pathname,
    title: copy.metaTitle,
    description: copy.metaDescription,
    brand: site.brand,
    origin: siteOrigin,
  });
}

export default LegalPage;
