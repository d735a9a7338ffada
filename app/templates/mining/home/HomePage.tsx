import { useEffect } from "react";
import { Sections } from "../../../content/Sections";
import { ContentProvider } from "../../../content/ContentProvider";
import { write } from "../../../lib/storage";
import { miningHomeCopy } from "../content/home";
import { HomeCta } from "./HomeCta";
import { HomeFeatures } from "./HomeFeatures";
import { HomeHero } from "./HomeHero";
import { HomeServices } from "./HomeServices";
import { HomeStats } from "./HomeStats";
import { HomeTestimonials } from "./HomeTestimonials";

/** The mining home; visiting it sets the mining context and the simple theme (SPEC §4). */
export default function HomePage() {
  useEffect(() => {
    write("templateContext", "mining");
    write("miningContext", "simple");
    write("theme", "simple");
  }, []);

  return (
    <ContentProvider namespace="miningHome" copy={miningHomeCopy}>
      <Sections page="mining/home">
        <HomeHero key="hero" />
        <HomeServices key="services" />
        <HomeStats key="stats" />
        <HomeFeatures key="features" />
        <HomeTestimonials key="testimonials" />
        <HomeCta key="cta" />
      </Sections>
    </ContentProvider>
  );
}
