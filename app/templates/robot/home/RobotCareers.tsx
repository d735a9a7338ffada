import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { mailOf } from "../../shared/brand";
import { HeadedSection } from "../../shared/HeadedSection";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { robotBrand, ROBOT_CAREERS_EMAIL } from "../brand";
import { robotTemplateSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** A short careers band: the open roles and one way to apply. */
export const RobotCareers = withCopyPart(
  "robotTemplate",
  robotTemplateSectionsCopy,
  RobotCareersBody,
);

function RobotCareersBody() {
  const { roles } = useCopy(robotTemplateSectionsCopy).careers;
  return (
    <HeadedSection
      id="careers"
      titleId="robot-careers-title"
      words="robotTemplate.careers"
      intro
      className="border-y border-line bg-surface px-4 py-16 sm:px-6 sm:py-20"
    >
      <ul data-reveal className="mt-10 grid gap-3 md:grid-cols-3">
        {roles.map((role, i) => (
          <li key={role.title} className="rounded-card border border-line bg-bg p-5">
            <h3 className="font-display text-lg font-semibold text-balance">
              <Text id={`robotTemplate.careers.roles.${i}.title`} />
            </h3>
            <p className="mt-1 text-sm text-fg-muted">
              <Text id={`robotTemplate.careers.roles.${i}.place`} />
            </p>
          </li>
        ))}
      </ul>
      <a
        href={mailOf(robotBrand, ROBOT_CAREERS_EMAIL)}
        className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-accent underline-offset-4 hover:underline"
      >
        <Text id="robotTemplate.careers.apply" />
        <TemplateIcon name="arrowRight" className="size-4" />
      </a>
    </HeadedSection>
  );
}
