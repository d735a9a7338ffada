import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useMatches,
} from "react-router";
import { useEffect, useRef, type ReactNode } from "react";
import type { Route } from "./+types/root";
import { AdminProvider } from "./admin/AdminProvider";
import { bootScript } from "./boot-script";
import { ContentProvider } from "./content/ContentProvider";
import { LiveCopyData } from "./content/LiveCopyData";
import { commonCopy } from "./i18n/common";
import { LocaleProvider } from "./i18n/LocaleProvider";
import { QuoteProvider } from "./quote/QuoteProvider";
import { localeFromPath } from "./lib/locale-path";
import { NavigationStatus } from "./ui/NavigationStatus";
import { ScrollToTop } from "./ui/ScrollToTop";
import { ThemeProvider } from "./theme/ThemeProvider";
import { ReloadButton } from "./ui/ReloadButton";
import { notePastFirstPage } from "./ui/useHydrated";
import { SystemMessage } from "./ui/SystemMessage";
import { FrameBridgeGate } from "./templates/frame/FrameBridgeGate";
import { listenForStaleDeploys } from "./ui/stale-deploy";
import { WelcomeGate } from "./welcome/WelcomeGate";
import displayFont from "./assets/fonts/bricolage-grotesque-latin.woff2?url";
import stylesheet from "./app.css?url";

if (typeof window !== "undefined") listenForStaleDeploys();

/**
 * The stylesheet carries a precedence so React places it before the module
 * preloads in <head>: the browser then fetches CSS first and paints sooner.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet, precedence: "high" },
];

/**
 * The pages that draw the studio's heading face: the studio's layout's and the gallery. They
 * preload it, as it is `font-display: optional` (app.css) and must come with the first paint;
 * the template sites' pages never draw it and leave it out. (Declared here, where the face's
 * address is already in the first-load code, rather than in the two route modules, which
 * would share that address as a chunk of its own.)
 */
const STUDIO_FONT_ROUTES = /^(routes\/studio-layout|(en|fr):templates)$/;

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const studioFont = useMatches().some((match) => STUDIO_FONT_ROUTES.test(match.id));
  return (
    <html lang={localeFromPath(pathname)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0b1322" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* The boot script only matters in the prerendered HTML; the client bundle leaves it out. */}
        <script dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? bootScript() : "" }} />
        {/* Server-rendered only: the browser reads it before hydrating, and React leaves a tag
            it does not render in <head> in place. */}
        {import.meta.env.SSR && <LiveCopyData />}
        <Meta />
        {studioFont && (
          <link
            rel="preload"
            href={displayFont}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        )}
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive once React has taken over the prerendered HTML
  // (ui/useHydrated.ts reads it: what mounts from then on is drawn in the browser).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (key !== firstKey.current) notePastFirstPage();
  }, [key]);
  return (
    <Providers>
      <ScrollToTop />
      <NavigationStatus />
      <FrameBridgeGate />
      <Outlet />
      <WelcomeGate />
    </Providers>
  );
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider>
      <ThemeProvider>
        <AdminProvider>
          <ContentProvider namespace="common" copy={commonCopy}>
            <QuoteProvider>{children}</QuoteProvider>
          </ContentProvider>
        </AdminProvider>
      </ThemeProvider>
    </LocaleProvider>
  );
}

export function HydrateFallback() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Providers>
      <SystemMessage title="common.error.title" detail={detail}>
        <ReloadButton />
      </SystemMessage>
    </Providers>
  );
}
