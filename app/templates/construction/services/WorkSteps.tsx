import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { SectionHeading } from "../../../ui/SectionHeading";
import { constructionServicesCopy } from "../content/services";

/** The four-step way of working, joined by a line on wide screens. */
export function WorkSteps() {
  const copy = useCopy(constructionServicesCopy);
  return (
    <section
      aria-labelledby="services-steps-title"
      className="tone-steel bg-bg px-4 py-20 text-fg sm:px-6 sm:py-28"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          variant="template"
          id="services-steps-title"
          eyebrow="constructionServices.process.eyebrow"
          title="constructionServices.process.title"
        />
        <ol className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4 lg:gap-8">
          {copy.process.steps.map((_, i) => (
            <li
              key={i}
              className="relative grid grid-cols-[3.5rem_1fr] gap-x-5 sm:block lg:after:absolute lg:after:top-7 lg:after:right-0 lg:after:left-20 lg:after:h-px lg:after:bg-line lg:last:after:hidden"
            >
              <span
                aria-hidden="true"
                className="row-span-3 inline-flex size-14 items-center justify-center rounded-full border-2 border-accent font-display text-xl font-bold text-accent-strong"
              >
                {i + 1}
              </span>
              <p className="text-xs font-bold tracking-[0.14em] text-accent uppercase sm:mt-6">
                <Text id={`constructionServices.process.steps.${i}.when`} />
              </p>
              <h3 className="mt-2 text-xl font-bold">
                <Text id={`constructionServices.process.steps.${i}.title`} />
              </h3>
              <p className="mt-2 text-fg-muted">
                <Text id={`constructionServices.process.steps.${i}.description`} />
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
