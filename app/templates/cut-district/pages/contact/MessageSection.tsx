import { Text } from "../../../../content/Text";
import { ContactForm } from "../../../shared/ContactForm";
import { MessageFields } from "./MessageFields";
import { SupportOptions } from "./SupportOptions";

/** The message form (SPEC §3.5, §5; nothing is sent) beside the three support options. */
export function MessageSection() {
  return (
    <div className="border-y border-line bg-[#111113] px-4 py-20 sm:px-6 sm:py-24">
      <div className="mx-auto grid max-w-6xl items-start gap-14 lg:grid-cols-[3fr_2fr] lg:gap-16">
        <section
          aria-labelledby="cut-message-title"
          className="border border-accent/30 bg-surface p-6 shadow-lift sm:p-10"
        >
          <p className="text-xs font-bold tracking-[0.28em] text-accent uppercase">
            <Text id="cutContact.form.eyebrow" />
          </p>
          <h2 id="cut-message-title" className="mt-3 text-3xl font-extrabold uppercase sm:text-4xl">
            <Text id="cutContact.form.title" />
          </h2>
          <p className="mt-4 mb-8 text-lg text-fg-muted">
            <Text id="cutContact.form.text" />
          </p>
          <ContactForm fields={(idOf) => <MessageFields idOf={idOf} />} />
        </section>
        <SupportOptions />
      </div>
    </div>
  );
}
