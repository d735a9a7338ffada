import type { ReactNode } from "react";
import type { TextId } from "../../content/namespaces";
import { Text } from "../../content/Text";

/** A site's look for a testimonial: class strings in its tokens. */
export interface QuoteLook {
  figure: string;
  quote: string;
  caption: string;
}

/** A testimonial: what sits above it (its rating), the quote, and who said it. */
export function QuoteFigure({
  quote,
  look,
  top,
  children,
}: {
  quote: TextId;
  look: QuoteLook;
  top: ReactNode;
  /** The caption: the author and where they are from. */
  children: ReactNode;
}) {
  return (
    <figure className={look.figure}>
      {top}
      <blockquote className={look.quote}>
        <p>
          <Text id={quote} />
        </p>
      </blockquote>
      <figcaption className={look.caption}>{children}</figcaption>
    </figure>
  );
}
