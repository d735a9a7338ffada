import { Text } from "../content/Text";
import { PROJECT_TYPES, type ProjectType } from "../lib/lead/options";
import { LineIcon, type IconNode } from "../ui/LineIcon";
import { QUOTE_ICONS } from "./quote-icons";

const icons: Record<ProjectType, IconNode> = {
  "new-website": QUOTE_ICONS.sparkles,
  redesign: QUOTE_ICONS.refreshCcw,
  ecommerce: QUOTE_ICONS.shoppingBag,
  other: QUOTE_ICONS.blocks,
};

/** Step 1: one of the four project types (SPEC §3.1). */
export function StepProjectType({
  value,
  onChange,
  legendId,
}: {
  value: ProjectType | "";
  onChange: (value: ProjectType) => void;
  legendId: string;
}) {
  return (
    <fieldset aria-labelledby={legendId}>
      <div className="grid gap-3 sm:grid-cols-2">
        {PROJECT_TYPES.map((id) => {
          return (
            <label
              key={id}
              className="group relative flex cursor-pointer items-start gap-3 rounded-2xl border border-line bg-bg/60 p-4 transition hover:border-white/25 has-checked:border-accent has-checked:bg-accent/10 has-focus-visible:outline-3 has-focus-visible:outline-aurora-a"
            >
              <input
                type="radio"
                name="projectType"
                value={id}
                checked={value === id}
                onChange={() => onChange(id)}
                className="peer sr-only"
              />
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/5 text-fg-muted group-has-checked:bg-accent group-has-checked:text-accent-fg">
                <LineIcon node={icons[id]} className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-fg">
                  <Text id={`quote.projectTypes.${id}.label`} />
                </span>
                <span className="mt-0.5 block text-sm text-fg-muted">
                  <Text id={`quote.projectTypes.${id}.hint`} />
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
