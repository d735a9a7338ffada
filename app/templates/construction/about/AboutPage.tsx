import hero from "../../../assets/construction/hero-about.svg?url";
import { Sections } from "../../../content/Sections";
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
      <Sections page="construction/about">
        <SiteHero
          key="hero"
          id="about-hero"
          image={hero}
          texture={hero}
          eyebrow="constructionAbout.hero.eyebrow"
          title="constructionAbout.hero.title"
          text="constructionAbout.hero.text"
        />
        <AboutMission key="mission" />
        <AboutValues key="values" />
        <AboutLeadership key="leadership" />
        <AboutTimeline key="timeline" />
        <AboutJoin key="join" />
      </Sections>
    </ContentProvider>
  );
}
