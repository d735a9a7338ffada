import { Text } from "../../../content/Text";
import { ContactForm } from "../../shared/ContactForm";
import { NextSteps } from "./NextSteps";

/** The message form (SPEC §3.5, §4: "Message Sent", cleared after 3 s, nothing sent) and what follows it. */
export function MessageSection() {
  return (
    <div className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-start gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
        <section
          aria-labelledby="nc-message"
          className="rounded-card border border-line bg-surface p-6 shadow-lift sm:p-10"
        >
          <p className="text-sm font-bold tracking-[0.14em] text-accent uppercase">
            <Text id="constructionContact.form.eyebrow" />
          </p>
          <h2 id="nc-message" className="mt-3 text-3xl font-bold sm:text-4xl">
            <Text id="constructionContact.form.title" />
          </h2>
          <p className="mt-4 mb-8 text-lg text-fg-muted">
            <Text id="constructionContact.form.text" />
          </p>
          <ContactForm />
        </section>
        <NextSteps />
      </div>
    </div>
  );
}
