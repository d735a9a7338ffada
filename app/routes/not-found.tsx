import { useEffect } from "react";
import { useLocation } from "react-router";
import { Text } from "../content/Text";
import { ContentProvider } from "../content/ContentProvider";
import { headText } from "../content/meta";
import { systemCopy } from "../i18n/system";
import { LocalizedLink } from "../i18n/LocalizedLink";
import { localeFromPath } from "../lib/locale-path";
import { pageMeta } from "../lib/page-meta";
import { site, siteOrigin } from "../site.config";
import { buttonClass } from "../ui/button-styles";
import { SystemMessage } from "../ui/SystemMessage";

export function meta({ location }: { location: { pathname: string } }) {
  const locale = localeFromPath(location.pathname);
  const copy = systemCopy[locale].notFound;
  return pageMeta({
    path: location.pathname,
    title: headText(locale, "system.notFound.metaTitle", copy.metaTitle),
    description: headText(locale, "system.notFound.text", copy.text),
    brand: site.brand,
    origin: siteOrigin,
    indexable: false,
  });
}

/** SPEC §8 "Unknown route". The server sends this page with HTTP status 404. */
export default function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at "${pathname}"`);
  }, [pathname]);

  return (
    <ContentProvider namespace="system" copy={systemCopy}>
      <SystemMessage
        badge={
          <p
            className="font-display text-7xl font-extrabold text-accent sm:text-8xl"
            aria-hidden="true"
          >
            <Text id="system.notFound.code" />
          </p>
        }
        title="system.notFound.title"
        text="system.notFound.text"
      >
        <LocalizedLink to="/" className={buttonClass("primary", "lg")}>
          <Text id="system.notFound.returnHome" />
        </LocalizedLink>
      </SystemMessage>
    </ContentProvider>
  );
}
