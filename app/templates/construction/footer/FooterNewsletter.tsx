import { useId, useState, type FormEvent } from "react";
import { Text } from "../../../content/Text";
import { useText } from "../../../content/useText";
import { buttonClass } from "../../../ui/button-styles";
import { SubmitButton } from "../../../ui/SubmitButton";

/**
 * The footer's newsletter box (SPEC §2.7: Subscribe has no submit behaviour).
 * The template has no mailing list, so Subscribe says so plainly, sends
 * nothing and keeps what was typed.
 */
export function FooterNewsletter() {
  const t = useText();
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-line bg-surface p-6 sm:p-8"
    >
      <h2 id={`${id}-title`} className="font-display text-xl font-bold">
        <Text id="constructionCommon.footer.newsletter.title" />
      </h2>
      <p className="mt-2 text-fg-muted">
        <Text id="constructionCommon.footer.newsletter.text" />
      </p>
      <label htmlFor={`${id}-email`} className="mt-5 mb-1.5 block text-sm font-semibold">
        <Text id="constructionCommon.footer.newsletter.label" />
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t("constructionCommon.footer.newsletter.placeholder")}
          className="h-12 w-full min-w-0 rounded-full border border-line bg-bg px-5 text-fg placeholder:text-fg-muted sm:flex-1"
        />
        <SubmitButton className={buttonClass("primary", "lg")}>
          <Text id="constructionCommon.footer.newsletter.button" />
        </SubmitButton>
      </div>
      <p role="status" className="mt-3 text-sm text-accent-strong empty:hidden">
        {submitted ? t("constructionCommon.footer.newsletter.notice") : ""}
      </p>
    </form>
  );
}
