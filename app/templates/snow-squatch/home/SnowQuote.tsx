import { Text } from "../../../content/Text";
import { SectionHeading } from "../../../ui/SectionHeading";
import { snowSquatchBrand } from "../brand";
import { QuoteForm } from "./QuoteForm";
import { QUOTE_SECTION } from "./sections";
import { SnowIcon } from "./SnowIcon";
import { telOf, mailOf } from "../../shared/brand";
import { snowSquatchSectionsCopy } from "../content/home-sections";
import { withCopyPart } from "../../../content/withCopyPart";

/** The quote section: why to ask, the direct lines, and the demo form. */
export const SnowQuote = withCopyPart("snowSquatch", snowSquatchSectionsCopy, SnowQuoteBody);

function SnowQuoteBody() {
  return (
    <section
      id={QUOTE_SECTION}
      aria-labelledby="snow-quote-title"
      className="bg-surface-raised/60 px-4 py-20 sm:px-6"
    >
      <div className="mx-auto grid max-w-6xl items-start gap-10 lg:grid-cols-[1fr_1.5fr]">
        <div data-reveal className="lg:sticky lg:top-24">
          <SectionHeading
            id="snow-quote-title"
            eyebrow="snowSquatch.quote.eyebrow"
            title="snowSquatch.quote.title"
            intro="snowSquatch.quote.text"
            variant="template"
          />
          <ul className="mt-8 grid gap-3">
            <li>
              <a
                href={telOf(snowSquatchBrand)}
                className="inline-flex items-center gap-3 rounded-xl font-semibold hover:text-accent"
              >
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-surface text-accent shadow-lift">
                  <SnowIcon name="phone" className="size-4" />
                </span>
                <span>
                  <span className="sr-only">
                    <Text id="snowSquatch.contact.phoneLabel" />{" "}
                  </span>
                  {snowSquatchBrand.phone.display}
                </span>
              </a>
            </li>
            <li>
              <a
                href={mailOf(snowSquatchBrand)}
                className="inline-flex items-center gap-3 rounded-xl font-semibold hover:text-accent"
              >
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-surface text-accent shadow-lift">
                  <SnowIcon name="mail" className="size-4" />
                </span>
                <span>
                  <span className="sr-only">
                    <Text id="snowSquatch.contact.emailLabel" />{" "}
                  </span>
                  {snowSquatchBrand.email}
                </span>
              </a>
            </li>
          </ul>
          <p className="mt-8 rounded-card border border-line bg-surface p-5 text-sm text-fg-muted">
            <Text id="snowSquatch.contact.hours" />
          </p>
        </div>
        <div
          data-reveal
          className="rounded-card border border-line bg-surface p-6 shadow-lift sm:p-9"
        >
          <QuoteForm />
        </div>
      </div>
    </section>
  );
}
