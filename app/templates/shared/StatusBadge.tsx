import { Text } from "../../content/Text";

export type ProjectStatus =
  "completed" | "in-development" | "operational" | "planning" | "ongoing" | "continuous";

/**
 * A project's status as a coloured pill with a dot. Its colours are the
 * `--status-*` tokens app.css gives each `data-status` (SPEC §4: mining uses
 * the first four statuses, construction the first two and the last two).
 */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <span
      data-status={status}
      className="inline-flex items-center gap-1.5 rounded-full bg-(--status-bg) px-2.5 py-1 text-xs font-semibold text-(--status-fg) ring-1 ring-(--status-ring) ring-inset"
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-(--status-dot)" />
      <Text id={`templateStatus.${status}`} />
    </span>
  );
}
