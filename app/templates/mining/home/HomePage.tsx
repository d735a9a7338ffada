import { useEffect } from "react";
import { Sections } from "../../../content/Sections";
import { ContentProvider } from "../../../content/ContentProvider";
import { write } from "../../../lib/storage";
import { miningHomeCopy } from "../content/home";
import { HomeHero } from "./HomeHero";
import { lazyComponent } from "../../../ui/lazy-component";

// Below the first section: prerendered, their code loads once the page has hydrated.
const HomeServices = lazyComponent(() => import("./HomeServices"), "HomeServices");
const HomeStats = lazyComponent(() => import("./HomeStats"), "HomeStats");
const HomeFeatures = lazyComponent(() => import("./HomeFeatures"), "HomeFeatures");
const HomeTestimonials = lazyComponent(() => import("./HomeTestimonials"), "HomeTestimonials");
const HomeCta = lazyComponent(() => import("./HomeCta"), "HomeCta");

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
