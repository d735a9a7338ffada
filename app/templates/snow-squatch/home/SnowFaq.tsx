import { Text } from "../../../content/Text";
import { useCopy } from "../../../content/useCopy";
import { SectionHeading } from "../../../ui/SectionHeading";
import { SnowIcon } from "./SnowIcon";
import { snowSquatchSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** Questions and answers, each a native disclosure. */
export const SnowFaq = withCopyPart("snowSquatch", snowSquatchSectionsCopy, SnowFaqBody);

function SnowFaqBody() {
  const { items } = useCopy(snowSquatchSectionsCopy).faq;
  return (
    <section id="faq" aria-labelledby="snow-faq-title" className="px-4 py-20 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[1fr_1.6fr]">
        <div data-reveal>
          <SectionHeading
            id="snow-faq-title"
            eyebrow="snowSquatch.faq.eyebrow"
            title="snowSquatch.faq.title"
            variant="template"
          />
        </div>
        <div className="grid gap-3" data-reveal>
          {items.map((item, i) => (
            <details
              key={item.question}
              className="group rounded-card border border-line bg-surface shadow-lift open:bg-surface"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-6 py-5 text-lg font-bold [&::-webkit-details-marker]:hidden">
                <Text id={`snowSquatch.faq.items.${i}.question`} />
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-raised text-accent transition duration-(--motion) group-open:rotate-45">
                  <SnowIcon name="plus" className="size-4" />
                </span>
              </summary>
              <p className="px-6 pb-6 text-fg-muted">
                <Text id={`snowSquatch.faq.items.${i}.answer`} />
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
