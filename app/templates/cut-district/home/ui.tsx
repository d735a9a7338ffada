import type { ReactNode } from "react";
import type { TextId } from "../../../content/namespaces";
import { Text } from "../../../content/Text";

/** Form fields of the booking and updates forms. */
export const cutField =
  "block h-12 w-full min-w-0 rounded-card border border-line bg-bg px-4 text-fg transition duration-(--motion) placeholder:text-fg-muted/80 hover:border-fg-muted/60 focus:border-accent";

/**
 * One section of the page: an anchor the navigation scrolls to (80 px under
 * the header, SPEC §2.10), labelled by its heading.
 */
export function CutSection({
  id,
  eyebrow,
  title,
  intro,
  tone = "bg",
  children,
}: {
  id: string;
  eyebrow: TextId;
  title: TextId;
  intro?: TextId;
  tone?: "bg" | "surface";
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={`px-4 py-20 outline-none sm:px-6 lg:py-28 ${tone === "surface" ? "bg-surface" : "bg-bg"}`}
    >
      <div className="mx-auto max-w-7xl">
        <div data-reveal className="max-w-2xl">
          <p className="flex items-center gap-3 text-sm font-bold tracking-[0.2em] text-accent uppercase">
            <span aria-hidden="true" className="h-0.5 w-8 bg-accent" />
            <Text id={eyebrow} />
          </p>
          <h2
            id={titleId}
            className="mt-4 font-display text-4xl font-extrabold tracking-wide sm:text-5xl"
          >
            <Text id={title} />
          </h2>
          {intro && (
            <p className="mt-4 text-lg text-fg-muted">
              <Text id={intro} />
            </p>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
