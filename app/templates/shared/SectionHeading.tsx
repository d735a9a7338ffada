import type { TextId } from "../../content/namespaces";
import { Text } from "../../content/Text";

/** A template section's eyebrow, title and optional intro. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "start",
}: {
  id: string;
  eyebrow: TextId;
  title: TextId;
  intro?: TextId;
  align?: "start" | "center";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className="text-sm font-bold tracking-[0.14em] text-accent uppercase">
        <Text id={eyebrow} />
      </p>
      <h2 id={id} className="mt-3 text-3xl font-bold sm:text-4xl">
        <Text id={title} />
      </h2>
      {intro && (
        <p className="mt-4 text-lg text-fg-muted">
          <Text id={intro} />
        </p>
      )}
    </div>
  );
}
