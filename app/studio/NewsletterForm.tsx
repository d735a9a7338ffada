import { useId, useState, type FormEvent } from "react";
import { Text } from "../content/Text";
import { useText } from "../content/useText";
import { site } from "../site.config";
import { buttonClass } from "../ui/button-styles";
import { SubmitButton } from "../ui/SubmitButton";

/**
 * The newsletter isn't sending yet. Rather than pretend, Subscribe says so
 * plainly and keeps what the visitor typed.
 */
export function NewsletterForm() {
  const t = useText();
  const inputId = useId();
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      className="rounded-card border border-line bg-surface p-5 sm:p-6"
      aria-labelledby={`${inputId}-title`}
    >
      <div className="grid gap-4 md:grid-cols-[1fr_1.2fr] md:items-end">
        <div>
          <h2 id={`${inputId}-title`} className="font-display text-lg font-bold text-fg">
            <Text id="common.footer.newsletter.title" />
          </h2>
          <p className="mt-1 text-sm text-fg-muted">
            <Text id="common.footer.newsletter.text" />
          </p>
        </div>
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-fg">
            <Text id="common.footer.newsletter.label" />
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              placeholder={t("common.footer.newsletter.placeholder")}
              className="h-11 w-full min-w-0 rounded-full sm:flex-1 border border-line bg-bg px-4 text-fg placeholder:text-fg-muted/70"
            />
            <SubmitButton className={buttonClass("primary", "md")}>
              <Text id="common.footer.newsletter.button" />
            </SubmitButton>
          </div>
        </div>
      </div>
      <p role="status" className="mt-3 text-sm text-accent-strong empty:hidden">
        {submitted ? t("common.footer.newsletter.notice", { email: site.email }) : ""}
      </p>
    </form>
  );
}
