import type { TextId } from "../../../../content/namespaces";
import { Text } from "../../../../content/Text";

/** A section's gold eyebrow, uppercase title (its `h2`, labelling the section by `id`) and intro. */
export function CutHeading({
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
  const center = align === "center";
  return (
    <div className={center ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p
        className={`flex items-center gap-3 text-xs font-bold tracking-[0.28em] text-accent uppercase ${center ? "justify-center" : ""}`}
      >
        <span aria-hidden="true" className="h-px w-8 bg-accent/70" />
        <Text id={eyebrow} />
        {center && <span aria-hidden="true" className="h-px w-8 bg-accent/70" />}
      </p>
      <h2 id={id} className="mt-4 text-3xl font-extrabold uppercase sm:text-[2.75rem]">
        <Text id={title} />
      </h2>
      {intro && (
        <p className="mt-5 text-lg text-fg-muted">
          <Text id={intro} />
        </p>
      )}
    </div>
  );
}
