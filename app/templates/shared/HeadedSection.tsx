import type { ReactNode } from "react";
import type { TextId } from "../../content/namespaces";
import { SectionHeading } from "../../ui/SectionHeading";

/** A copy path with a section heading's words under it: `<path>.eyebrow`, `.title` (and `.intro`). */
type HeadingPath = TextId extends infer T ? (T extends `${infer P}.eyebrow` ? P : never) : never;

/**
 * A template site's section labelled by its heading: the words at `words` (`.eyebrow`,
 * `.title`, and `.intro` when `intro`), then its content, in a `className` band and an
 * `inner` container (by default a plain band and a centred column).
 */
export function HeadedSection({
  id,
  tabIndex,
  titleId,
  words,
  intro = false,
  align,
  className = "px-4 py-20 sm:px-6 sm:py-28",
  inner = "mx-auto max-w-6xl",
  children,
}: {
  /** The section's own id (a link target), and -1 to let it take focus when linked to. */
  id?: string;
  tabIndex?: number;
  titleId: string;
  words: HeadingPath;
  intro?: boolean;
  align?: "start" | "center";
  /** The band; by default the template sites' plain one. */
  className?: string;
  /** The container; by default the sites' centred column. */
  inner?: string;
  children: ReactNode;
}) {
  const at = (key: string) => `${words}.${key}` as TextId;
  return (
    <section id={id} tabIndex={tabIndex} aria-labelledby={titleId} className={className}>
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
