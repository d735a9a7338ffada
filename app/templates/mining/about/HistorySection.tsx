import { useCopy } from "../../../content/useCopy";
import { SectionHeading } from "../../../ui/SectionHeading";
import { miningAboutCopy } from "../content/about";
import { StepList } from "../../shared/StepList";

/** Six milestones, 1974 to 2024, on a vertical line. */
export function HistorySection() {
  const copy = useCopy(miningAboutCopy);
  return (
    <section
      id="history"
      tabIndex={-1}
      aria-labelledby="history-title"
      className="tone-steel scroll-mt-28 bg-bg px-4 py-20 text-fg outline-none sm:px-6 sm:py-28"
    >
      <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[1fr_1.6fr]">
        <SectionHeading
          variant="template"
          id="history-title"
          eyebrow="miningAbout.history.eyebrow"
          title="miningAbout.history.title"
        />
        <StepList
          count={copy.history.entries.length}
          words={(i) => ({
            kicker: `miningAbout.history.entries.${i}.year`,
            title: `miningAbout.history.entries.${i}.title`,
            body: `miningAbout.history.entries.${i}.body`,
          })}
          look={{
            list: "relative border-l-2 border-line pl-8",
            item: "relative pb-10 last:pb-0",
            kicker: "font-display text-2xl font-bold text-accent-strong",
            title: "mt-1 text-xl font-bold",
            body: "mt-2 max-w-xl text-fg-muted",
          }}
          marker={() => (
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[2.6rem] size-4 rounded-full border-4 border-bg bg-accent"
            />
          )}
        />
      </div>
    </section>
  );
}
