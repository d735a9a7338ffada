import type { ComponentProps, ReactNode } from "react";
import type { TextId } from "../../content/namespaces";
import { Text } from "../../content/Text";
import { ContactForm } from "./ContactForm";

/** A copy path with a message card's words under it: `<path>.title` and `.text` (and `.eyebrow`). */
type MessagePath = TextId extends infer T ? (T extends `${infer P}.text` ? P : never) : never;

/** A site's look for its message section: class strings in its tokens. */
export interface MessageLook {
  /** The band around the card and what sits beside it. */
  band: string;
  /** The two columns: the card, then `aside`. */
  grid: string;
  card: string;
  /** With an eyebrow line, its classes; the card then shows `<words>.eyebrow` above the title. */
  eyebrow?: string;
  title: string;
  text: string;
}

/**
 * A contact page's message form (SPEC §3.5: "Message Sent", nothing is sent) in
 * a card labelled by its title, worded from `words`, beside `aside` (office
 * hours, departments, support options).
 */
export function MessageSection({
  titleId,
  words,
  look,
  fields,
  aside,
}: {
  titleId: string;
  words: MessagePath;
  look: MessageLook;
  fields?: ComponentProps<typeof ContactForm>["fields"];
  aside: ReactNode;
}) {
  const at = (key: string) => `${words}.${key}` as TextId;
  return (
    <div className={look.band}>
      <div className={look.grid}>
        <section aria-labelledby={titleId} className={look.card}>
          {look.eyebrow && (
            <p className={look.eyebrow}>
              <Text id={at("eyebrow")} />
            </p>
          )}
          <h2 id={titleId} className={look.title}>
            <Text id={at("title")} />
          </h2>
          <p className={look.text}>
            <Text id={at("text")} />
          </p>
          <ContactForm fields={fields} />
        </section>
        {aside}
      </div>
    </div>
  );
}
