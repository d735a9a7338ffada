import { Text } from "../../content/Text";

export type ProjectStatus =
  "completed" | "in-development" | "operational" | "planning" | "ongoing" | "continuous";

/** SPEC §4: mining uses the first four, construction the first two and the last two. */
const tones: Record<ProjectStatus, string> = {
  completed: "bg-[#e3f3ea] text-[#17603b] ring-[#9fd3b5]",
  "in-development": "bg-[#e4eefb] text-[#1d4f91] ring-[#a9c5ec]",
  operational: "bg-[#e2f2f3] text-[#155e66] ring-[#9dd0d5]",
  planning: "bg-[#fbf0e1] text-[#8a4b0f] ring-[#ebc795]",
  ongoing: "bg-[#efe8fb] text-[#5b2f9b] ring-[#c9b5ee]",
  continuous: "bg-[#efe8fb] text-[#5b2f9b] ring-[#c9b5ee]",
};

const dots: Record<ProjectStatus, string> = {
  completed: "bg-[#1f8a52]",
  "in-development": "bg-[#2f6fc4]",
  operational: "bg-[#1a8a93]",
  planning: "bg-[#c2731d]",
  ongoing: "bg-[#7a4cc4]",
  continuous: "bg-[#7a4cc4]",
};

/** A project's status as a coloured pill with a dot. */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset ${tones[status]}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dots[status]}`} />
      <Text id={`templateStatus.${status}`} />
    </span>
  );
}
