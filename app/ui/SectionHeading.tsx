import type { TextId } from "../content/namespaces";
import { Text } from "../content/Text";

/**
 * The looks of a section heading. The studio's sections are set larger and
 * heavier; "studio-paper" is the studio's heading on its light paper band;
 * the template sites share one calmer look that takes each site's accent.
 */
const VARIANTS = {
  studio: {
    eyebrow: "tracking-[0.16em] text-accent",
    title: "font-extrabold sm:text-[2.75rem]",
    intro: "text-fg-muted",
  },
  "studio-paper": {
    eyebrow: "tracking-[0.16em] text-[#9a4f0c]",
    title: "font-extrabold sm:text-[2.75rem]",
    intro: "text-paper-muted",
  },
  template: {
    eyebrow: "tracking-[0.14em] text-accent",
    title: "font-bold sm:text-4xl",
    intro: "text-fg-muted",
  },
} as const;

export type SectionHeadingVariant = keyof typeof VARIANTS;

/** A section's eyebrow, title (its `h2`, labelling the section by `id`) and optional intro. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  variant,
  align = "start",
}: {
  id: string;
  eyebrow: TextId;
  title: TextId;
  intro?: TextId;
  variant: SectionHeadingVariant;
  align?: "start" | "center";
}) {
  const look = VARIANTS[variant];
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className={`text-sm font-bold uppercase ${look.eyebrow}`}>
        <Text id={eyebrow} />
      </p>
      <h2 id={id} className={`mt-3 text-3xl ${look.title}`}>
        <Text id={title} />
      </h2>
      {intro && (
        <p className={`mt-4 text-lg ${look.intro}`}>
          <Text id={intro} />
        </p>
      )}
    </div>
  );
}
