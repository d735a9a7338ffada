import { useId, useState, type FormEvent } from "react";
import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { buttonClass } from "../../../ui/button-styles";
import { TemplateIcon } from "../TemplateIcon";
import { newsletterText, type NewsletterNamespace } from "./news-copy";
import { SubmitButton } from "../../../ui/SubmitButton";

/**
 * A news page's newsletter box. The templates have no mailing list, so
 * Subscribe says so plainly instead of pretending (and keeps what was typed);
 * each site's copy carries that notice.
 */
export function NewsletterBox({ namespace }: { namespace: NewsletterNamespace }) {
  const t = useText();
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const text = (field: Parameters<typeof newsletterText>[1]) => newsletterText(namespace, field);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="px-4 pb-20 sm:px-6 sm:pb-28">
      <form
        method="post"
        onSubmit={onSubmit}
        className="tone-steel mx-auto grid max-w-6xl gap-6 rounded-card bg-bg p-6 text-fg sm:p-10 lg:grid-cols-[1fr_1.2fr] lg:items-end"
      >
        <div>
          <TemplateIcon name="mail" className="size-8 text-accent-strong" />
          <h2 id={`${id}-title`} className="mt-4 text-2xl font-bold sm:text-3xl">
            <Text id={text("title")} />
          </h2>
          <p className="mt-2 text-fg-muted">
            <Text id={text("text")} />
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-semibold">
            <Text id={text("label")} />
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={`${id}-email`}
              type="email"
              name="email"
              autoComplete="email"
              placeholder={t(text("placeholder"))}
              className="h-12 w-full min-w-0 rounded-full border border-line bg-surface px-5 text-fg placeholder:text-fg-muted sm:flex-1"
            />
            <SubmitButton className={buttonClass("primary", "lg")}>
              <Text id={text("button")} />
            </SubmitButton>
          </div>
          <p role="status" className="mt-3 text-sm text-accent-strong empty:hidden">
            {submitted ? t(text("notice")) : ""}
          </p>
        </div>
      </form>
    </section>
  );
}
