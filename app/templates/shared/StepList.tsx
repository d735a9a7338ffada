import type { ReactNode } from "react";
import type { TextId } from "../../content/namespaces";
import { Text } from "../../content/Text";

/** A site's look for a list of steps or dated entries: class strings in its tokens. */
export interface StepLook {
  list: string;
  item: string;
  kicker?: string;
  title: string;
  body: string;
}

/** An entry's words: an optional kicker above the title (a year, a "when"), then its text. */
export interface StepWords {
  kicker?: TextId;
  title: TextId;
  body: TextId;
}

/**
 * An ordered list of steps or milestones: each a marker (`marker(i)`, decorative), a
 * kicker (`<time>` when `dated`), a heading and a text, in the site's `look`.
 */
export function StepList({
  count,
  words,
  look,
  marker,
  dated = false,
  children,
}: {
  count: number;
  words: (i: number) => StepWords;
  look: StepLook;
  marker?: (i: number) => ReactNode;
  dated?: boolean;
  /** Drawn in the list before the entries (a decorative rule). */
  children?: ReactNode;
}) {
  const Kicker = dated ? "time" : "p";
  return (
    <ol className={look.list}>
      {children}
      {Array.from({ length: count }, (_, i) => {
        const { kicker, title, body } = words(i);
        return (
          <li key={i} className={look.item}>
            {marker?.(i)}
            {kicker && (
              <Kicker className={look.kicker}>
                <Text id={kicker} />
              </Kicker>
            )}
            <h3 className={look.title}>
              <Text id={title} />
            </h3>
            <p className={look.body}>
              <Text id={body} />
            </p>
          </li>
        );
      })}
    </ol>
  );
}
