import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Text } from "../../content/Text";
import { buttonClass } from "../../ui/button-styles";
import { FormField } from "./FormField";
import { TemplateIcon } from "./TemplateIcon";
import { SubmitButton } from "../../ui/SubmitButton";

/** SPEC §4, §9: the confirmation shows for 3 seconds, then the form comes back empty. */
const SENT_MS = 3000;

/**
 * The template sites' contact form (SPEC §3.5, §5): name, email, subject and
 * message required (browser checks only, email by its type), company and
 * phone optional. Sending makes no network call: it shows "Message Sent".
 * A site with other fields passes them as `fields`, given each field's id.
 */
export function ContactForm({
  markRequired = true,
  fields,
}: {
  markRequired?: boolean;
  fields?: (idOf: (name: string) => string) => ReactNode;
}) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [sent, setSent] = useState(false);
  const returning = useRef(false);

  useEffect(() => {
    if (!sent) {
      // Back from the confirmation: start the next message at the first field.
      if (returning.current) form.current?.querySelector<HTMLInputElement>("input")?.focus();
      returning.current = false;
      return;
    }
    const timer = window.setTimeout(() => {
      form.current?.reset();
      returning.current = true;
      setSent(false);
    }, SENT_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(true);
  };

  const field = (name: string) => `${id}-${name}`;

  return (
    <div>
      <div role="status" aria-live="polite">
        {sent && (
          <div className="flex flex-col items-center rounded-card border border-line bg-surface-raised px-6 py-12 text-center">
            <TemplateIcon name="circleCheck" className="size-12 text-success" />
            <p className="mt-4 font-display text-2xl font-bold">
              <Text id="templateForm.sentTitle" />
            </p>
            <p className="mt-2 max-w-sm text-fg-muted">
              <Text id="templateForm.sentText" />
            </p>
          </div>
        )}
      </div>
      <form
        ref={form}
        method="post"
        onSubmit={onSubmit}
        hidden={sent}
        className="grid gap-5 sm:grid-cols-2"
      >
        {markRequired && (
          <p className="text-sm text-fg-muted sm:col-span-2">
            <Text id="templateForm.requiredNote" />
          </p>
        )}
        {fields ? (
          fields(field)
        ) : (
          <>
            <FormField
              id={field("name")}
              name="name"
              label="templateForm.name"
              autoComplete="name"
              required
              mark={markRequired}
            />
            <FormField
              id={field("email")}
              name="email"
              type="email"
              label="templateForm.email"
              autoComplete="email"
              required
              mark={markRequired}
            />
            <FormField
              id={field("company")}
              name="company"
              label="templateForm.company"
              autoComplete="organization"
            />
            <FormField
              id={field("phone")}
              name="phone"
              type="tel"
              label="templateForm.phone"
              autoComplete="tel"
            />
            <FormField
              id={field("subject")}
              name="subject"
              label="templateForm.subject"
              required
              mark={markRequired}
              className="sm:col-span-2"
            />
            <FormField
              id={field("message")}
              name="message"
              label="templateForm.message"
              required
              mark={markRequired}
              multiline
              className="sm:col-span-2"
            />
          </>
        )}
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-fg-muted">
            <Text id="templateForm.demoNote" />
          </p>
          <SubmitButton className={buttonClass("primary", "lg")}>
            <Text id="templateForm.send" />
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
