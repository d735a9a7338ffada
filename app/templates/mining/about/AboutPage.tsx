import contours from "../../../assets/mining/contours.svg?url";
import hero from "../../../assets/mining/hero-about.svg?url";
import { miningAboutCopy } from "../content/about";
import { SiteHero } from "../../shared/SiteHero";
import { SitePage } from "../../shared/SitePage";
import { ScrollProgress } from "./ScrollProgress";
import { SectionDots } from "./SectionDots";
import { lazyComponent } from "../../../ui/lazy-component";

// Below the first section: prerendered, their code loads once the page has hydrated.
const MissionSection = lazyComponent(() => import("./MissionSection"), "MissionSection");
const ValuesSection = lazyComponent(() => import("./ValuesSection"), "ValuesSection");
const LeadershipSection = lazyComponent(() => import("./LeadershipSection"), "LeadershipSection");
const HistorySection = lazyComponent(() => import("./HistorySection"), "HistorySection");
const JoinSection = lazyComponent(() => import("./JoinSection"), "JoinSection");

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
