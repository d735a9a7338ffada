import { useEffect } from "react";
import { ContentProvider } from "../../../content/ContentProvider";
import { write } from "../../../lib/storage";
import { constructionHomeCopy } from "../content/home";
import { HomeCta } from "./HomeCta";
import { HomeHero } from "./HomeHero";
import { HomeIntro } from "./HomeIntro";
import { HomeReasons } from "./HomeReasons";
import { HomeServices } from "./HomeServices";
import { TrackRecord } from "./TrackRecord";

/**
 * The premium construction home (SPEC §2.7). The layout route stores the
 * construction context and the premium theme; the home also records that the
 * visitor is in the premium construction set (SPEC §3.2).
 */
export default function HomePage() {
  useEffect(() => {
    write("constructionContext", "premium");
  }, []);

  return (
    <ContentProvider namespace="constructionHome" copy={constructionHomeCopy}>
      <HomeHero />
      <HomeIntro />
      <HomeServices />
      <HomeReasons />
      <TrackRecord />
      <HomeCta />
    </ContentProvider>
  );
}
