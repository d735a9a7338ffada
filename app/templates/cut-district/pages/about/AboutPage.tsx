import { cutAboutCopy } from "../../content/about";
import { CutCta } from "../ui/CutCta";
import { PageHero } from "../ui/PageHero";
import { SitePage } from "../../../shared/SitePage";
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
    <SitePage
      namespace="cutAbout"
      copy={cutAboutCopy}
      page="cut-district/about"
      Hero={PageHero}
      hero={{ id: "cut-about-hero" }}
    >
      <AboutMission key="mission" />
      <AboutTeam key="team" />
      <AboutValues key="values" />
      <CutCta
        key="cta"
        id="cut-about-cta"
        namespace="cutAbout"
        primary="contact"
        secondary="services"
      />
    </SitePage>
  );
}
