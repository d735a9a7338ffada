import type { TextId } from "../content/namespaces";
import { Text } from "../content/Text";

/** Eyebrow + title (+ intro) used at the top of each home section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = "night",
}: {
  id: string;
  eyebrow: TextId;
  title: TextId;
  intro?: TextId;
  tone?: "night" | "paper";
}) {
  const muted = tone === "paper" ? "text-paper-muted" : "text-fg-muted";
  const eyebrowColor = tone === "paper" ? "text-[#9a4f0c]" : "text-accent";
  return (
    <div className="max-w-2xl">
      <p className={`text-sm font-bold tracking-[0.16em] uppercase ${eyebrowColor}`}>
        <Text id={eyebrow} />
      </p>
      <h2 id={id} className="mt-3 text-3xl font-extrabold sm:text-[2.75rem]">
        <Text id={title} />
      </h2>
      {intro && (
        <p className={`mt-4 text-lg ${muted}`}>
          <Text id={intro} />
        </p>
      )}
    </div>
  );
}
