import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { SectionHeading } from "../../../ui/SectionHeading";
import { miningServicesCopy } from "../content/services";

/** Consultation, Planning, Implementation, Monitoring. */
export function ProcessSection() {
  const copy = useCopy(miningServicesCopy);
  return (
    <section
      aria-labelledby="process-title"
      className="tone-steel bg-bg px-4 py-20 text-fg sm:px-6 sm:py-28"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          variant="template"
          id="process-title"
          eyebrow="miningServices.process.eyebrow"
          title="miningServices.process.title"
        />
        <ol className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          {copy.process.steps.map((_, i) => (
            <li key={i} className="relative rounded-card border border-line bg-surface p-6">
              <span
                aria-hidden="true"
                className="font-display text-4xl font-bold text-accent-strong"
              >
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 text-xl font-bold">
                <Text id={`miningServices.process.steps.${i}.title`} />
              </h3>
              <p className="mt-2 text-fg-muted">
                <Text id={`miningServices.process.steps.${i}.body`} />
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
