import { HeroIntro, type IntroLook } from "../../../ui/HeroIntro";
import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { TemplateIcon } from "../../shared/TemplateIcon";
import { FEATURE_STATUS } from "./checklist";
import { robotTemplateCopy } from "../content/home";

const included = FEATURE_STATUS.filter((status) => status === "included").length;

/** The feature checklist, each item marked as included in the preview or planned. */
export function RobotChecklist() {
  const { items } = useCopy(robotTemplateCopy).features;
  return (
    <section
      id="features"
      aria-labelledby="robot-features-title"
      className="border-t border-line px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <div
          data-reveal
          className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between"
        >
          <div className="max-w-2xl">
            <HeroIntro
              words="robotTemplate.features"
              titleId="robot-features-title"
              level={2}
              look={INTRO}
            />
          </div>
          <p className="shrink-0 rounded-full border border-line bg-surface px-4 py-2 font-mono text-sm text-fg-muted">
            <Text
              id="robotTemplate.features.summary"
              values={{ included, total: FEATURE_STATUS.length }}
            />
          </p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2">
          {items.map((item, i) => {
            const status = FEATURE_STATUS[i] ?? "planned";
            const done = status === "included";
            return (
              <li
                key={item.title}
                data-reveal
                data-status={status}
                className={`flex gap-4 rounded-card border p-5 ${
                  done
                    ? "border-accent/30 bg-surface shadow-lift"
                    : "border-dashed border-line bg-surface/40"
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg ${
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
                    <Text id={`robotTemplate.features.items.${i}.title`} />
                  </h3>
                  <p className="mt-1 text-fg-muted">
                    <Text id={`robotTemplate.features.items.${i}.text`} />
                  </p>
                  <p
                    className={`mt-3 inline-flex rounded-md px-2 py-0.5 font-mono text-xs tracking-wide uppercase ${
                      done ? "bg-accent/15 text-accent" : "bg-white/5 text-fg-muted"
                    }`}
                  >
                    <Text id={`robotTemplate.features.status.${status}`} />
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

const INTRO: IntroLook = {
  eyebrow: "font-mono text-sm tracking-[0.14em] text-accent uppercase",
  title: "mt-3 font-display text-3xl font-bold tracking-(--heading-tracking) sm:text-4xl",
  lead: "mt-4 text-lg text-fg-muted",
};
