import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { HeadedSection } from "../../shared/HeadedSection";
import { RobotIcon } from "./RobotIcon";
import { robotTemplateSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** The standards Northspan designs and documents to, and its note on registrations. */
export const RobotSafety = withCopyPart(
  "robotTemplate",
  robotTemplateSectionsCopy,
  RobotSafetyBody,
);

function RobotSafetyBody() {
  const { items } = useCopy(robotTemplateSectionsCopy).safety;
  return (
    <HeadedSection
      id="safety"
      titleId="robot-safety-title"
      words="robotTemplate.safety"
      intro
      className="border-y border-line bg-surface px-4 py-20 sm:px-6 sm:py-28"
    >
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, i) => (
          <li
            key={item.code}
            data-reveal
            className="flex flex-col rounded-card border border-line bg-bg p-6"
          >
            <p className="inline-flex items-center gap-2 self-start rounded-md border border-accent/40 bg-accent/10 px-2.5 py-1 font-mono text-sm font-semibold text-accent">
              <RobotIcon name="shield" className="size-4" />
              <Text id={`robotTemplate.safety.items.${i}.code`} />
            </p>
            <h3 className="mt-4 font-display text-lg font-bold">
              <Text id={`robotTemplate.safety.items.${i}.title`} />
            </h3>
            <p className="mt-2 text-fg-muted">
              <Text id={`robotTemplate.safety.items.${i}.text`} />
            </p>
          </li>
        ))}
      </ul>
      <p data-reveal className="mt-8 max-w-3xl border-l-2 border-accent pl-4 text-sm text-fg-muted">
        <Text id="robotTemplate.safety.note" />
      </p>
    </HeadedSection>
  );
}
