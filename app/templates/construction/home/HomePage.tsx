import { Sections } from "../../../content/Sections";
import { ContentProvider } from "../../../content/ContentProvider";
import { constructionHomeCopy } from "../content/home";
import { HomeHero } from "./HomeHero";
import { lazyComponent } from "../../../ui/lazy-component";

// Below the first section: prerendered, their code loads once the page has hydrated.
const HomeIntro = lazyComponent(() => import("./HomeIntro"), "HomeIntro");
const HomeServices = lazyComponent(() => import("./HomeServices"), "HomeServices");
const HomeReasons = lazyComponent(() => import("./HomeReasons"), "HomeReasons");
const TrackRecord = lazyComponent(() => import("./TrackRecord"), "TrackRecord");
const ContactCta = lazyComponent(() => import("../ui/ContactCta"), "ContactCta");

/**
 * The premium construction home (SPEC §2.7), at /templates/premium-construction
 * and /construction. The layout route stores the construction context, the
 * premium theme and the premium construction context (SPEC §3.2).
 */
export default function HomePage() {
  return (
    <ContentProvider namespace="constructionHome" copy={constructionHomeCopy}>
      <Sections page="construction/home">
        <HomeHero key="hero" />
        <HomeIntro key="intro" />
        <HomeServices key="services" />
        <HomeReasons key="reasons" />
        <TrackRecord key="record" />
        <ContactCta key="cta" id="home-cta" words="constructionHome.cta" call />
      </Sections>
    </ContentProvider>
  );
}
