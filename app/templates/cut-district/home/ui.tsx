import type { ReactNode } from "react";
import type { TextId } from "../../../content/namespaces";
import { Text } from "../../../content/Text";

/** The barbershop's buttons: square, heavy and upper-case. */
type CutButton = "gold" | "outline";

const BUTTON_BASE =
  "inline-flex items-center justify-center gap-2 rounded-card text-center font-extrabold uppercase transition duration-(--motion) ease-out-soft select-none";

/** "sm" is the header's, which must fit beside the logo and the menu button at 375 px. */
const SIZES = {
  md: "min-h-12 px-6 py-2 text-sm tracking-[0.14em]",
  sm: "min-h-10 px-3 text-xs tracking-widest whitespace-nowrap sm:px-4 sm:text-sm sm:tracking-[0.14em]",
} as const;

const BUTTONS: Record<CutButton, string> = {
  gold: "bg-accent text-accent-fg shadow-[0_10px_30px_-12px_var(--accent)] hover:bg-accent-strong active:translate-y-px",
  outline: "border-2 border-accent/70 text-fg hover:border-accent hover:bg-accent/10",
};

export const cutButton = (variant: CutButton, extra = "", size: keyof typeof SIZES = "md") =>
  `${BUTTON_BASE} ${SIZES[size]} ${BUTTONS[variant]} ${extra}`.trim();

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
