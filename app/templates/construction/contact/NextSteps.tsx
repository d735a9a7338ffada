import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { constructionContactCopy } from "../content/contact";

/** What follows a message: a reply within 24 hours (SPEC §9), a site visit, a fixed price. */
export function NextSteps() {
  const copy = useCopy(constructionContactCopy);
  return (
    <section aria-labelledby="nc-next-steps" className="lg:pt-10">
      <h2 id="nc-next-steps" className="text-2xl font-bold">
        <Text id="constructionContact.form.next.title" />
      </h2>
      <ol className="mt-8">
        {copy.form.next.steps.map((_, i) => (
          <li
            key={i}
            className="relative grid grid-cols-[auto_1fr] gap-x-5 pb-10 last:pb-0 before:absolute before:top-12 before:bottom-2 before:left-[1.375rem] before:w-px before:bg-line last:before:hidden"
          >
            <span
              aria-hidden="true"
              className="inline-flex size-11 items-center justify-center rounded-card bg-fg font-display text-sm font-bold text-bg"
            >
              {String(i + 1).padStart(2, "0")}
            </span>
            <div className="pt-1.5">
              <h3 className="text-lg font-bold">
                <Text id={`constructionContact.form.next.steps.${i}.title`} />
              </h3>
              <p className="mt-1 text-fg-muted">
                <Text id={`constructionContact.form.next.steps.${i}.body`} />
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
