import { useId, useState, type FormEvent } from "react";
import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { cutField } from "./ui";
import { SubmitButton } from "../../../ui/SubmitButton";
import { cutButton } from "../pages/ui/cut-button";

/**
 * "Email for updates" (SPEC §2.10, §5: no handler). The shop has no mailing
 * list, so signing up says plainly that nothing was sent or saved, and keeps
 * what was typed. Like the booking form, it submits nowhere.
 */
export function CutUpdates() {
  const t = useText();
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <form
      method="dialog"
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="border border-accent/40 bg-surface p-6 sm:p-8"
    >
      <h3
        id={`${id}-title`}
        className="font-display text-xl font-extrabold tracking-wide uppercase"
      >
        <Text id="cutHome.contact.updates.title" />
      </h3>
      <p className="mt-2 text-fg-muted">
        <Text id="cutHome.contact.updates.text" />
      </p>
      <label htmlFor={`${id}-email`} className="mt-5 mb-1.5 block text-sm font-semibold">
        <Text id="cutHome.contact.updates.label" />
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t("cutHome.contact.updates.placeholder")}
          className={`${cutField} sm:flex-1`}
        />
        <SubmitButton className={cutButton("solid", "shrink-0", "md", "heavy")}>
          <Text id="cutHome.contact.updates.button" />
        </SubmitButton>
      </div>
      <p role="status" className="mt-3 text-sm text-accent-strong empty:hidden">
        {submitted ? t("cutHome.contact.updates.notice") : ""}
      </p>
    </form>
  );
}
