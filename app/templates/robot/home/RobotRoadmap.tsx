import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { HeadedSection } from "../../shared/HeadedSection";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { ROADMAP_DONE } from "./sections";
import { robotTemplateSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** The site's feature checklist (SPEC §2.11) as its roadmap: what it has, what comes next. */
export const RobotRoadmap = withCopyPart(
  "robotTemplate",
  robotTemplateSectionsCopy,
  RobotRoadmapBody,
);

function RobotRoadmapBody() {
  const { items } = useCopy(robotTemplateSectionsCopy).roadmap;
  return (
    <HeadedSection id="roadmap" titleId="robot-roadmap-title" words="robotTemplate.roadmap" intro>
      <p className="mt-6 inline-flex rounded-md border border-line bg-surface px-3 py-1.5 font-mono text-sm text-fg">
        <Text
          id="robotTemplate.roadmap.summary"
          values={{ done: ROADMAP_DONE, total: items.length }}
        />
      </p>
      <ol className="mt-10 grid gap-4 md:grid-cols-2">
        {items.map((item, i) => {
          const done = i < ROADMAP_DONE;
          return (
            <li
              key={item.title}
              data-reveal
              className="flex gap-4 rounded-card border border-line bg-surface p-5"
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-9 shrink-0 items-center justify-center rounded-md ${
                  done ? "bg-accent text-accent-fg" : "border border-line text-fg-muted"
                }`}
              >
                <TemplateIcon
                  name={done ? "check" : "clock"}
                  className="size-4"
                  strokeWidth={2.5}
                />
              </span>
              <div>
                <h3 className="font-display text-lg font-semibold">
                  <Text id={`robotTemplate.roadmap.items.${i}.title`} />
                </h3>
                <p className="mt-1 text-fg-muted">
                  <Text id={`robotTemplate.roadmap.items.${i}.text`} />
                </p>
                <p
                  className={`mt-3 inline-flex rounded-md px-2 py-0.5 font-mono text-xs tracking-wide uppercase ${
                    done ? "bg-accent/15 text-accent" : "bg-white/5 text-fg-muted"
                  }`}
                >
                  <Text id={`robotTemplate.roadmap.status.${done ? "done" : "next"}`} />
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </HeadedSection>
  );
}
