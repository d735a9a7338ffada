import rover from "../../../assets/robot/case-rover.svg?url";
import welding from "../../../assets/robot/case-welding.svg?url";
import conveyor from "../../../assets/robot/case-conveyor.svg?url";
import { HeadedSection } from "../../shared/HeadedSection";
import { CaseStudy } from "./CaseStudy";
import { robotTemplateSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** Each case study's picture, in the copy's `cases.items` order. */
const CASE_ART = [rover, welding, conveyor] as const;

/** Three projects across the North, each with its picture and results. */
export const RobotCases = withCopyPart("robotTemplate", robotTemplateSectionsCopy, RobotCasesBody);

function RobotCasesBody() {
  return (
    <HeadedSection id="cases" titleId="robot-cases-title" words="robotTemplate.cases" intro>
      <div className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {CASE_ART.map((art, i) => (
          <CaseStudy key={art} index={i} art={art} />
        ))}
      </div>
    </HeadedSection>
  );
}
