import { useId, useState, type FormEvent, type ReactNode } from "react";
import type { TextId } from "../content/namespaces";
import { Text } from "../content/Text";
import { useText } from "../content/useText";
import { SubmitButton } from "./SubmitButton";

/** A copy path with a newsletter box's words under it: `.title`, `.text`, `.label`, `.placeholder`, `.button`, `.notice`. */
export type NewsletterPath = TextId extends infer T
  ? T extends `${infer P}.notice`
    ? P
    : never
  : never;

/** The classes of a newsletter box's parts: each site draws it in its own look. */
export interface NewsletterLook {
  /** The form: the intro (title, text) and the field side by side or stacked. */
  form: string;
  title: string;
  text: string;
  /** The field's column: its label, the address and the button, the notice. */
  field?: string;
  label: string;
  /** The address and the button. */
  row: string;
  input: string;
  button: string;
}

/**
 * A newsletter sign-up. No site here has a mailing list, so Subscribe says so plainly
 * (`<words>.notice`, with `values`), sends nothing and keeps what the visitor typed. Without
 * JavaScript the browser posts the form to its page (`method="post"`) or does nothing (`"dialog"`).
 */
export function NewsletterForm({
  words,
  look,
  heading: Heading = "h2",
  method = "post",
  values,
  icon,
}: {
  words: NewsletterPath;
  look: NewsletterLook;
  heading?: "h2" | "h3";
  method?: "post" | "dialog";
  values?: Record<string, string>;
  /** Drawn above the title. */
  icon?: ReactNode;
}) {
  const t = useText();
  const id = useId();
  const [submitted, setSubmitted] = useState(false);
  const at = (key: string) => `${words}.${key}` as TextId;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <form method={method} onSubmit={onSubmit} aria-labelledby={`${id}-title`} className={look.form}>
      <div>
        {icon}
        <Heading id={`${id}-title`} className={look.title}>
          <Text id={at("title")} />
        </Heading>
        <p className={look.text}>
          <Text id={at("text")} />
        </p>
      </div>
      <div className={look.field}>
        <label htmlFor={`${id}-email`} className={look.label}>
          <Text id={at("label")} />
        </label>
        <div className={look.row}>
          <input
            id={`${id}-email`}
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t(at("placeholder"))}
            className={look.input}
          />
          <SubmitButton className={look.button}>
            <Text id={at("button")} />
          </SubmitButton>
        </div>
        <p role="status" className="mt-3 text-sm text-accent-strong empty:hidden">
          {submitted ? t(at("notice"), values) : ""}
        </p>
      </div>
    </form>
  );
}
