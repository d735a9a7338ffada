import { cutPortfolioCopy } from "../../content/portfolio";
import { CutSubPage } from "../ui/CutSubPage";
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
    <CutSubPage page="portfolio" copy={cutPortfolioCopy} cta={["contact", "services"]}>
      <PortfolioStats key="stats" />
      <FeaturedProjects key="projects" />
      <Testimonials key="testimonials" />
    </CutSubPage>
  );
}
