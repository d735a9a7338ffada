import hero from "../../../assets/construction/hero-about.svg?url";
import { SiteHero } from "../../shared/SiteHero";
import { SitePage } from "../../shared/SitePage";
import { constructionAboutCopy } from "../content/about";
import { lazyComponent } from "../../../ui/lazy-component";

// Below the first section: prerendered, their code loads once the page has hydrated.
const AboutMission = lazyComponent(() => import("./AboutMission"), "AboutMission");
const AboutValues = lazyComponent(() => import("./AboutValues"), "AboutValues");
const AboutLeadership = lazyComponent(() => import("./AboutLeadership"), "AboutLeadership");
const AboutTimeline = lazyComponent(() => import("./AboutTimeline"), "AboutTimeline");
const ContactCta = lazyComponent(() => import("../ui/ContactCta"), "ContactCta");

/**
 * The construction About page (SPEC §2.7): hero, mission, four core values,
 * four leaders, the six-entry timeline and a join-us block to /contact.
 */
export default function AboutPage() {
  return (
    <SitePage
      namespace="constructionAbout"
      copy={constructionAboutCopy}
      page="construction/about"
      Hero={SiteHero}
      hero={{ id: "about-hero", image: hero, texture: hero }}
    >
      <AboutMission key="mission" />
      <AboutValues key="values" />
      <AboutLeadership key="leadership" />
      <AboutTimeline key="timeline" />
      <ContactCta key="join" id="about-careers" words="constructionAbout.join" />
    </SitePage>
  );
}
