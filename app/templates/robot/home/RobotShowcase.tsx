import cellArt from "../../../assets/robot/palletizing-cell.svg?url";
import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { useText } from "../../../content/useText";
import { HeadedSection } from "../../shared/HeadedSection";
import { StatList, type StatLook } from "../../shared/StatList";
import { RobotIcon } from "./RobotIcon";
import { robotTemplateSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** The featured cell: its picture, four specification figures and three selling points. */
export const RobotShowcase = withCopyPart(
  "robotTemplate",
  robotTemplateSectionsCopy,
  RobotShowcaseBody,
);

function RobotShowcaseBody() {
  const t = useText();
  const { specs, points } = useCopy(robotTemplateSectionsCopy).showcase;
  return (
    <HeadedSection
      id="showcase"
      titleId="robot-showcase-title"
      words="robotTemplate.showcase"
      intro
      className="border-y border-line bg-surface px-4 py-20 sm:px-6 sm:py-28"
    >
      <div className="mt-12 grid items-center gap-10 lg:grid-cols-[1.15fr_0.85fr]">
        <img
          data-reveal
          src={cellArt}
          alt={t("robotTemplate.showcase.artAlt")}
          width={720}
          height={480}
          loading="lazy"
          decoding="async"
          className="block h-auto w-full rounded-card border border-line"
        />
        <div data-reveal>
          <h3 className="text-sm font-semibold tracking-[0.14em] text-fg-muted uppercase">
            <Text id="robotTemplate.showcase.specsLabel" />
          </h3>
          <StatList
            count={specs.length}
            item={(i) => `robotTemplate.showcase.specs.${i}`}
            look={SPECS}
          />
          <ul className="mt-8 grid gap-3">
            {points.map((point, i) => (
              <li key={point} className="flex gap-3">
                <RobotIcon name="shield" className="mt-0.5 size-5 text-accent" />
                <Text id={`robotTemplate.showcase.points.${i}`} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </HeadedSection>
  );
}

const SPECS: StatLook = {
  list: "mt-4 grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line",
  item: "flex flex-col bg-bg px-4 py-4",
  label: "mt-1 text-sm text-fg-muted",
  value: "order-first font-display text-2xl font-bold text-accent",
};
