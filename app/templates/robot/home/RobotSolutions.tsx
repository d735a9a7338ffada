import { Text } from "../../../content/Text";
import { HeadedSection } from "../../shared/HeadedSection";
import { RobotIcon } from "./RobotIcon";
import { SOLUTION_ICONS } from "./sections";
import { robotTemplateSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** What Northspan automates: six solutions, one card each. */
export const RobotSolutions = withCopyPart(
  "robotTemplate",
  robotTemplateSectionsCopy,
  RobotSolutionsBody,
);

function RobotSolutionsBody() {
  return (
    <HeadedSection
      id="solutions"
      titleId="robot-solutions-title"
      words="robotTemplate.solutions"
      intro
    >
      <ul className="mt-12 grid gap-px overflow-hidden rounded-card border border-line bg-line sm:grid-cols-2 lg:grid-cols-3">
        {SOLUTION_ICONS.map((icon, i) => (
          <li key={icon} data-reveal className="bg-surface p-6 sm:p-7">
            <span className="inline-flex size-12 items-center justify-center rounded-md border border-accent/40 bg-accent/10 text-accent">
              <RobotIcon name={icon} className="size-6" />
            </span>
            <h3 className="mt-5 font-display text-xl font-bold">
              <Text id={`robotTemplate.solutions.items.${i}.title`} />
            </h3>
            <p className="mt-2 text-fg-muted">
              <Text id={`robotTemplate.solutions.items.${i}.text`} />
            </p>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
