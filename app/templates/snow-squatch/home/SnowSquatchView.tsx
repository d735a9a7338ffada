import { lazy } from "react";
import { Sections } from "../../../content/Sections";
import { ContentProvider } from "../../../content/ContentProvider";
import { Text } from "../../../content/Text";
import { loadChunk } from "../../../lib/retry";
import { HydrateWhenNear } from "../../../ui/HydrateWhenNear";
import { useAnchorScroll } from "../../shared/useAnchorScroll";
import { useReveal } from "../../shared/useReveal";
import { snowSquatchCopy } from "../content/home";
import { SnowHeader } from "./SnowHeader";
import { SnowHero } from "./SnowHero";
import { StormAlert } from "./StormAlert";

// Below the hero: prerendered in the HTML, their code loads as they hydrate, when they come
// near or the visitor acts in them (Sections, HydrateWhenNear).
const SnowServices = lazy(() =>
  loadChunk(() => import("./SnowServices")).then((m) => ({ default: m.SnowServices })),
);
const SnowPricing = lazy(() =>
  loadChunk(() => import("./SnowPricing")).then((m) => ({ default: m.SnowPricing })),
);
const SnowArea = lazy(() =>
  loadChunk(() => import("./SnowArea")).then((m) => ({ default: m.SnowArea })),
);
const SnowReviews = lazy(() =>
  loadChunk(() => import("./SnowReviews")).then((m) => ({ default: m.SnowReviews })),
);
const SnowFaq = lazy(() =>
  loadChunk(() => import("./SnowFaq")).then((m) => ({ default: m.SnowFaq })),
);
const SnowQuote = lazy(() =>
  loadChunk(() => import("./SnowQuote")).then((m) => ({ default: m.SnowQuote })),
);
const SnowFooter = lazy(() =>
  loadChunk(() => import("./SnowFooter")).then((m) => ({ default: m.SnowFooter })),
);

/** One element for every render, so the page rendering again leaves a dormant footer alone. */
const footer = <SnowFooter />;

/** Snow Squatch's page: the sections of a winter-services company, in its snow look. */
function SnowSquatchPage() {
  useAnchorScroll(80);
  useReveal();
  return (
    <div id="top" className="site-look theme-snow flex min-h-dvh flex-col bg-bg text-fg">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Text id="snowSquatch.skipLink" />
      </a>
      <StormAlert />
      <SnowHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Sections page="snow-squatch">
          <SnowHero key="hero" />
          <SnowServices key="services" />
          <SnowPricing key="pricing" />
          <SnowArea key="area" />
          <SnowReviews key="reviews" />
          <SnowFaq key="faq" />
          <SnowQuote key="quote" />
        </Sections>
      </main>
      <HydrateWhenNear>{footer}</HydrateWhenNear>
    </div>
  );
}

/** /templates/snow-squatch, whole (SPEC §3.2: entering it stores the snow-squatch context). */
export default function SnowSquatchView() {
  return (
    <ContentProvider namespace="snowSquatch" copy={snowSquatchCopy}>
      <SnowSquatchPage />
    </ContentProvider>
  );
}
