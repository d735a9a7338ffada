import { cutAboutCopy } from "../../content/about";
import { CutSubPage } from "../ui/CutSubPage";
import { lazyComponent } from "../../../../ui/lazy-component";

// Below the first section: prerendered, their code loads once the page has hydrated.
const AboutMission = lazyComponent(() => import("./AboutMission"), "AboutMission");
const AboutTeam = lazyComponent(() => import("./AboutTeam"), "AboutTeam");
const AboutValues = lazyComponent(() => import("./AboutValues"), "AboutValues");

/**
 * The barbershop's About page (SPEC §2.10): hero, mission with four
 * achievements, the four barbers, four values and a call to action.
 */
export default function AboutPage() {
  return (
    <CutSubPage page="about" copy={cutAboutCopy} cta={["contact", "services"]}>
      <AboutMission key="mission" />
      <AboutTeam key="team" />
      <AboutValues key="values" />
    </CutSubPage>
  );
}
