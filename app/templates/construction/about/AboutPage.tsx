import hero from "../../../assets/construction/hero-about.svg?url";
import { ContentProvider } from "../../../content/ContentProvider";
import { SiteHero } from "../../shared/SiteHero";
import { constructionAboutCopy } from "../content/about";
import { AboutJoin } from "./AboutJoin";
import { AboutLeadership } from "./AboutLeadership";
import { AboutMission } from "./AboutMission";
import { AboutTimeline } from "./AboutTimeline";
import { AboutValues } from "./AboutValues";

/**
 * The construction About page (SPEC §2.7): hero, mission, four core values,
 * four leaders, the six-entry timeline and a join-us block to /contact.
 */
export default function AboutPage() {
  return (
    <ContentProvider namespace="constructionAbout" copy={constructionAboutCopy}>
      <SiteHero
        id="about-hero"
        image={hero}
        texture={hero}
        eyebrow="constructionAbout.hero.eyebrow"
        title="constructionAbout.hero.title"
        text="constructionAbout.hero.text"
      />
      <AboutMission />
      <AboutValues />
      <AboutLeadership />
      <AboutTimeline />
      <AboutJoin />
    </ContentProvider>
  );
}
