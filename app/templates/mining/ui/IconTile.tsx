import { TemplateIcon } from "../../shared/TemplateIcon";
import type { TemplateIconName } from "../../shared/template-icons";

/** A card's icon on a steel tile. */
export function IconTile({ icon, className = "" }: { icon: TemplateIconName; className?: string }) {
  return (
    <span
      className={`tone-steel inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-bg text-accent-strong ${className}`}
    >
      <TemplateIcon name={icon} className="size-6" strokeWidth={1.75} />
    </span>
  );
}
