import { StatList, type StatLook } from "../../shared/StatList";
import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { miningProjectsCopy } from "../content/projects";

/** Impact statistics on a steel band. */
export function ImpactSection() {
  const copy = useCopy(miningProjectsCopy);
  return (
    <section
      aria-labelledby="impact-title"
      className="tone-steel bg-bg px-4 py-20 text-fg sm:px-6 sm:py-24"
    >
      <div className="mx-auto max-w-6xl">
        <p className="text-sm font-bold tracking-[0.14em] text-accent-strong uppercase">
          <Text id="miningProjects.impact.eyebrow" />
        </p>
        <h2 id="impact-title" className="mt-3 text-3xl font-bold sm:text-4xl">
          <Text id="miningProjects.impact.title" />
        </h2>
        <StatList
          count={copy.impact.items.length}
          item={(i) => `miningProjects.impact.items.${i}`}
          look={FIGURES}
        />
      </div>
    </section>
  );
}

const FIGURES: StatLook = {
  list: "mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4",
  item: "flex flex-col-reverse justify-end border-t-2 border-accent pt-5",
  label: "mt-2 text-fg-muted",
  value: "font-display text-4xl font-bold sm:text-5xl",
};
