import type { LucideIcon } from "lucide-react";

/** A card's icon on a steel tile. */
export function IconTile({
  icon: Glyph,
  className = "",
}: {
  icon: LucideIcon;
  className?: string;
}) {
  return (
    <span
      className={`tone-steel inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-bg text-accent-strong ${className}`}
    >
      <Glyph className="size-6" aria-hidden="true" strokeWidth={1.75} />
    </span>
  );
}
