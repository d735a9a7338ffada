import type { ReactNode } from "react";
import type { TextId } from "../../content/namespaces";
import { SectionHeading } from "../../ui/SectionHeading";

/** A copy path with a section heading's words under it: `<path>.eyebrow`, `.title` (and `.intro`). */
type HeadingPath = TextId extends infer T ? (T extends `${infer P}.eyebrow` ? P : never) : never;

/**
 * A template site's section labelled by its heading: the words at `words` (`.eyebrow`,
 * `.title`, and `.intro` when `intro`), then its content, in a `className` band and an
 * `inner` container.
 */
export function HeadedSection({
  titleId,
  words,
  intro = false,
  align,
  className,
  inner,
  children,
}: {
  titleId: string;
  words: HeadingPath;
  intro?: boolean;
  align?: "start" | "center";
  className: string;
  inner: string;
  children: ReactNode;
}) {
  const at = (key: string) => `${words}.${key}` as TextId;
  return (
    <section aria-labelledby={titleId} className={className}>
      <div className={inner}>
        <SectionHeading
          variant="template"
          id={titleId}
          eyebrow={at("eyebrow")}
          title={at("title")}
          intro={intro ? at("intro") : undefined}
          align={align}
        />
        {children}
      </div>
    </section>
  );
}
