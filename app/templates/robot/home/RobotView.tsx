import { Sections } from "../../../content/Sections";
import { ContentProvider } from "../../../content/ContentProvider";
import { Text } from "../../../content/Text";
import { useReveal } from "../../shared/useReveal";
import { robotTemplateCopy } from "../content/home";
import { IntegrationNote } from "./IntegrationNote";
import { RobotChecklist } from "./RobotChecklist";
import { RobotContact } from "./RobotContact";
import { RobotFooter } from "./RobotFooter";
import { RobotHeader } from "./RobotHeader";
import { RobotHero } from "./RobotHero";

/** The robot template's preview (SPEC §2.11), in its robot-technology look. */
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
          <RobotChecklist key="features" />
          <IntegrationNote key="integration" />
          <RobotContact key="contact" />
        </Sections>
      </main>
      <RobotFooter />
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
