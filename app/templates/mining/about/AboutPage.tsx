import contours from "../../../assets/mining/contours.svg?url";
import hero from "../../../assets/mining/hero-about.svg?url";
import { miningAboutCopy } from "../content/about";
import { SiteHero } from "../../shared/SiteHero";
import { SitePage } from "../../shared/SitePage";
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
    <SitePage
      namespace="miningAbout"
      copy={miningAboutCopy}
      page="mining/about"
      Hero={SiteHero}
      hero={{ id: "intro", image: hero, texture: contours }}
      before={
        <>
          <ScrollProgress />
          <SectionDots />
        </>
      }
    >
      <MissionSection key="mission" />
      <ValuesSection key="values" />
      <LeadershipSection key="leadership" />
      <HistorySection key="history" />
      <JoinSection key="join" />
    </SitePage>
  );
}
