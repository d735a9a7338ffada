import contours from "../../../assets/mining/contours.svg?url";
import hero from "../../../assets/mining/hero-about.svg?url";
import { Sections } from "../../../content/Sections";
import { ContentProvider } from "../../../content/ContentProvider";
import { miningAboutCopy } from "../content/about";
import { SiteHero } from "../../shared/SiteHero";
import { HistorySection } from "./HistorySection";
import { JoinSection } from "./JoinSection";
import { LeadershipSection } from "./LeadershipSection";
import { MissionSection } from "./MissionSection";
import { ScrollProgress } from "./ScrollProgress";
import { SectionDots } from "./SectionDots";
import { ValuesSection } from "./ValuesSection";

/** About: hero, mission, values, leadership, history and a call to action (SPEC §2.6). */
export default function AboutPage() {
  return (
    <ContentProvider namespace="miningAbout" copy={miningAboutCopy}>
      <ScrollProgress />
      <SectionDots />
      <Sections page="mining/about">
        <SiteHero
          key="hero"
          texture={contours}
          id="intro"
          image={hero}
          eyebrow="miningAbout.hero.eyebrow"
          title="miningAbout.hero.title"
          text="miningAbout.hero.text"
        />
        <MissionSection key="mission" />
        <ValuesSection key="values" />
        <LeadershipSection key="leadership" />
        <HistorySection key="history" />
        <JoinSection key="join" />
      </Sections>
    </ContentProvider>
  );
}
