import { Sections } from "../../../content/Sections";
import { ContentProvider } from "../../../content/ContentProvider";
import { Text } from "../../../content/Text";
import { LazyPart } from "../../../ui/LazyPart";
import { lazyComponent } from "../../../ui/lazy-component";
import { useReveal } from "../../shared/useReveal";
import { robotTemplateCopy } from "../content/home";
import { RobotHeader } from "./RobotHeader";
import { RobotHero } from "./RobotHero";

// Below the hero: prerendered in the HTML, their code loads after the page's (Sections, LazyPart).
const RobotSolutions = lazyComponent(() => import("./RobotSolutions"), "RobotSolutions");
const RobotShowcase = lazyComponent(() => import("./RobotShowcase"), "RobotShowcase");
const RobotCases = lazyComponent(() => import("./RobotCases"), "RobotCases");
const RobotSafety = lazyComponent(() => import("./RobotSafety"), "RobotSafety");
const RobotRoadmap = lazyComponent(() => import("./RobotRoadmap"), "RobotRoadmap");
const RobotCareers = lazyComponent(() => import("./RobotCareers"), "RobotCareers");
const RobotContact = lazyComponent(() => import("./RobotContact"), "RobotContact");
const RobotFooter = lazyComponent(() => import("./RobotFooter"), "RobotFooter");

/** Northspan Robotics' page (SPEC §2.11): an automation integrator's sections, in its robot look. */
function RobotPage() {
  useReveal();
  return (
    <div
      id="top"
      className="one-page-site site-look theme-robot flex min-h-dvh flex-col bg-bg text-fg"
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        <Text id="robotTemplate.skipLink" />
      </a>
      <RobotHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Sections page="robot-template">
          <RobotHero key="hero" />
          <RobotSolutions key="solutions" />
          <RobotShowcase key="showcase" />
          <RobotCases key="cases" />
          <RobotSafety key="safety" />
          <RobotRoadmap key="roadmap" />
          <RobotCareers key="careers" />
          <RobotContact key="contact" />
        </Sections>
      </main>
      <LazyPart>
        <RobotFooter />
      </LazyPart>
    </div>
  );
}

/** /templates/robot-template, whole (SPEC §3.2: entering it stores the robot context). */
export default function RobotView() {
  return (
    <ContentProvider namespace="robotTemplate" copy={robotTemplateCopy}>
      <RobotPage />
    </ContentProvider>
  );
}
