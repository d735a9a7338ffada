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
        <dl className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {copy.impact.items.map((_, i) => (
            <div
              key={i}
              className="flex flex-col-reverse justify-end border-t-2 border-accent pt-5"
            >
              <dt className="mt-2 text-fg-muted">
                <Text id={`miningProjects.impact.items.${i}.label`} />
              </dt>
              <dd className="font-display text-4xl font-bold sm:text-5xl">
                <Text id={`miningProjects.impact.items.${i}.value`} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
