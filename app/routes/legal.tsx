import { headText } from "../content/meta";
import { legalCopy } from "../studio/content/legal";
import { LegalPage, legalDocFor } from "../studio/LegalPage";
import { localeFromPath } from "../lib/locale-path";
import { pageMeta } from "../lib/page-meta";
import { site, siteOrigin } from "../site.config";

export function meta({ location }: { location: { pathname: string } }) {
  const locale = localeFromPath(location.pathname);
  const doc = legalDocFor(location.pathname);
  const copy = legalCopy[locale][doc];
  return pageMeta({
    path: location.pathname,
    title: headText(locale, `legal.${doc}.metaTitle`, copy.metaTitle),
    description: headText(locale, `legal.${doc}.metaDescription`, copy.metaDescription),
    brand: site.brand,
    origin: siteOrigin,
  });
}

export default LegalPage;
