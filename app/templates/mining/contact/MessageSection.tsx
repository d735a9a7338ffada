import { Text } from "../../../content/Text";
import { ContactForm } from "../../shared/ContactForm";
import { Departments } from "./Departments";

/** The message form beside the department mailboxes. */
export function MessageSection() {
  return (
    <div className="px-4 py-16 sm:px-6 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-12 lg:grid-cols-[1.5fr_1fr]">
        <section
          aria-labelledby="message-title"
          className="rounded-card border border-line bg-surface p-6 shadow-lift sm:p-8"
        >
          <h2 id="message-title" className="text-2xl font-bold sm:text-3xl">
            <Text id="miningContact.form.title" />
          </h2>
          <p className="mt-2 mb-6 text-fg-muted">
            <Text id="miningContact.form.text" />
          </p>
          <ContactForm />
        </section>
        <Departments />
      </div>
    </div>
  );
}
