import { Sections } from "../../../content/Sections";
import { ContentProvider } from "../../../content/ContentProvider";
import { constructionHomeCopy } from "../content/home";
import { HomeCta } from "./HomeCta";
import { HomeHero } from "./HomeHero";
import { HomeIntro } from "./HomeIntro";
import { HomeReasons } from "./HomeReasons";
import { HomeServices } from "./HomeServices";
import { TrackRecord } from "./TrackRecord";

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
        <HomeCta key="cta" />
      </Sections>
    </ContentProvider>
  );
}
