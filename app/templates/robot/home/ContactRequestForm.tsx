import { useId, useRef, useState, type FormEvent } from "react";
import { Text } from "../../../content/Text";
import { buttonClass } from "../../../ui/button-styles";
import { SubmitButton } from "../../../ui/SubmitButton";
import { FormField } from "../../shared/FormField";
import { TemplateIcon } from "../../shared/TemplateIcon";
import {
  CHECKED_FIELDS,
  contactProblems,
  type CheckedField,
  type Problems,
} from "./contact-checks";

const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  const value = (name: CheckedField) => String(data.get(name) ?? "");
  return { name: value("name"), email: value("email"), message: value("message") };
};

/**
 * Northspan's contact form: name, e-mail, company and message. A template's form
 * sends nothing: a complete message gets a note that says so, and everything typed
 * stays in the fields. A missing or mistyped field gets its message under it, and
 * the first one takes focus. Without JavaScript (a dialog-method form outside a
 * dialog) nothing is submitted either.
 */
export function ContactRequestForm() {
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const notice = useRef<HTMLDivElement>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [sentFor, setSentFor] = useState<string | null>(null);
  const errorOf = (name: CheckedField) => {
    const problem = problems[name];
    return problem && (`robotTemplate.contact.form.errors.${problem}` as const);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = valuesOf(event.currentTarget);
    const found = contactProblems(values);
    setProblems(found);
    const first = CHECKED_FIELDS.find((name) => found[name]);
    if (first) {
      setSentFor(null);
      requestAnimationFrame(() => document.getElementById(field(first))?.focus());
      return;
    }
    setSentFor(values.name.trim());
    requestAnimationFrame(() => notice.current?.focus());
  };

  // A field put right loses its message as it is typed; none is added before the next send.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const found = contactProblems(valuesOf(event.currentTarget));
    setProblems((shown) => {
      const kept: Problems = {};
      for (const name of CHECKED_FIELDS) if (shown[name] && found[name]) kept[name] = found[name];
      return kept;
    });
  };

  const invalid = Object.keys(problems).length > 0;
  return (
    <form
      method="dialog"
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      aria-labelledby="robot-contact-title"
      className="grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-fg-muted sm:col-span-2">
        <Text id="robotTemplate.contact.form.requiredNote" />
      </p>
      {invalid && (
        <p
          role="alert"
          className="rounded-md border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-semibold text-danger sm:col-span-2"
        >
          <Text id="robotTemplate.contact.form.errorSummary" />
        </p>
      )}
      <FormField
        id={field("name")}
        name="name"
        label="robotTemplate.contact.form.fields.name"
        autoComplete="name"
        required
        error={errorOf("name")}
      />
      <FormField
        id={field("email")}
        name="email"
        type="email"
        label="robotTemplate.contact.form.fields.email"
        autoComplete="email"
        required
        error={errorOf("email")}
      />
      <FormField
        id={field("company")}
        name="company"
        label="robotTemplate.contact.form.fields.company"
        autoComplete="organization"
        className="sm:col-span-2"
      />
      <FormField
        id={field("message")}
        name="message"
        label="robotTemplate.contact.form.fields.message"
        required
        multiline
        error={errorOf("message")}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <div role="status">
          {sentFor !== null && (
            <div
              ref={notice}
              tabIndex={-1}
              className="mb-5 flex gap-3 rounded-md border border-success/40 bg-success/10 p-4 outline-none"
            >
              <TemplateIcon name="circleCheck" className="mt-0.5 size-5 text-success" />
              <div>
                <p className="font-display font-bold">
                  <Text id="robotTemplate.contact.form.sentTitle" values={{ name: sentFor }} />
                </p>
                <p className="mt-1 text-sm text-fg-muted">
                  <Text id="robotTemplate.contact.form.sentText" />
                </p>
              </div>
            </div>
          )}
        </div>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-sm border-l-2 border-accent pl-3 text-sm text-fg-muted">
            <Text id="robotTemplate.contact.form.demoNote" />
          </p>
          <SubmitButton className={buttonClass("primary", "lg", "shrink-0")}>
            <Text id="robotTemplate.contact.form.submit" />
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
