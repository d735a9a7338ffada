import { cutPortfolioCopy } from "../../content/portfolio";
import { CutCta } from "../ui/CutCta";
import { PageHero } from "../ui/PageHero";
import { SitePage } from "../../../shared/SitePage";
import { PortfolioStats } from "./PortfolioStats";
import { lazyComponent } from "../../../../ui/lazy-component";

// Below the first section: prerendered, their code loads once the page has hydrated.
const FeaturedProjects = lazyComponent(() => import("./FeaturedProjects"), "FeaturedProjects");
const Testimonials = lazyComponent(() => import("./Testimonials"), "Testimonials");

/**
 * The barbershop's Portfolio page (SPEC §2.10): hero, four figures, four
 * featured projects with their case studies, three testimonials and a call to action.
 */
export default function PortfolioPage() {
  return (
    <SitePage
      namespace="cutPortfolio"
      copy={cutPortfolioCopy}
      page="cut-district/portfolio"
      Hero={PageHero}
      hero={{ id: "cut-portfolio-hero" }}
    >
      <PortfolioStats key="stats" />
      <FeaturedProjects key="projects" />
      <Testimonials key="testimonials" />
      <CutCta
        key="cta"
        id="cut-portfolio-cta"
        namespace="cutPortfolio"
        primary="contact"
        secondary="services"
      />
    </SitePage>
  );
}
