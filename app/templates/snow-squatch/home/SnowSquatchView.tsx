import { Sections } from "../../../content/Sections";
import { ContentProvider } from "../../../content/ContentProvider";
import { Text } from "../../../content/Text";
import { LazyPart } from "../../../ui/LazyPart";
import { useReveal } from "../../shared/useReveal";
import { snowSquatchCopy } from "../content/home";
import { SnowHeader } from "./SnowHeader";
import { SnowHero } from "./SnowHero";
import { StormAlert } from "./StormAlert";
import { lazyComponent } from "../../../ui/lazy-component";

// Below the hero: prerendered in the HTML, their code loads after the page's (Sections, LazyPart).
const SnowServices = lazyComponent(() => import("./SnowServices"), "SnowServices");
const SnowPricing = lazyComponent(() => import("./SnowPricing"), "SnowPricing");
const SnowArea = lazyComponent(() => import("./SnowArea"), "SnowArea");
const SnowReviews = lazyComponent(() => import("./SnowReviews"), "SnowReviews");
const SnowFaq = lazyComponent(() => import("./SnowFaq"), "SnowFaq");
const SnowQuote = lazyComponent(() => import("./SnowQuote"), "SnowQuote");
const SnowFooter = lazyComponent(() => import("./SnowFooter"), "SnowFooter");

/** Snow Squatch's page: the sections of a winter-services company, in its snow look. */
function SnowSquatchPage() {
  useReveal();
  return (
    <div
      id="top"
      className="one-page-site site-look theme-snow flex min-h-dvh flex-col bg-bg text-fg"
    >
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
      <LazyPart>
        <SnowFooter />
      </LazyPart>
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
